import type { MetadataRoute } from 'next';

import { composedPages } from '@/components/composed-pages/composed-pages';
import { isPreview } from '@/lib/content-schema/schedule.mjs';
import { siteRoutes } from '@/lib/pages';
import { siteConfig } from '@/lib/site';
import { articleIndexes, indexPageCount, indexPageHref, siteArticles } from '@/lib/site-articles';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  // A review's preview lists nothing: what it shows scheduled is not at the live site's addresses yet.
  if (isPreview()) return [];
  const morePages = articleIndexes.flatMap(({ collection, page }) =>
    Array.from({ length: indexPageCount(siteArticles(collection)) - 1 }, (_, index) => indexPageHref(page, index + 2)),
  );
  return [
    ...siteRoutes.map((route) => ({ url: `${siteConfig.url}${route.href}` })),
    ...morePages.map((href) => ({ url: `${siteConfig.url}${href}` })),
    ...composedPages()
      .filter((page) => !page.keepOutOfSearch)
      .map((page) => ({ url: `${siteConfig.url}${page.href}` })),
    ...siteArticles().map((article) => ({ url: `${siteConfig.url}${article.href}`, lastModified: article.date })),
  ];
}
