import type { MetadataRoute } from 'next';

import { siteConfig, siteRoutes } from '@/lib/site';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return siteRoutes.map((route) => ({ url: `${siteConfig.url}${route.href}` }));
}
