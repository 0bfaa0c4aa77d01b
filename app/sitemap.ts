import type { MetadataRoute } from 'next';

import { indexPageCount, indexPageHref, siteArticles } from '@/lib/insights';
import { siteRoutes } from '@/lib/pages';
import { siteConfig } from '@/lib/site';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  const articles = siteArticles();
  const morePages = Array.from({ length: indexPageCount(articles) - 1 }, (_, index) => indexPageHref(index + 2));
  return [
    ...siteRoutes.map((route) => ({ url: `${siteConfig.url}${route.href}` })),
    ...morePages.map((href) => ({ url: `${siteConfig.url}${href}` })),
    ...articles.map((article) => ({ url: `${siteConfig.url}${article.href}`, lastModified: article.date })),
  ];
}
