import type { MetadataRoute } from 'next';

import { composedPages } from '@/components/composed-pages/composed-pages';
import { isPreview } from '@/lib/content-schema/schedule.mjs';
import { siteRoutes } from '@/lib/pages';
import { addressIn, hreflangsOf, languagesOfPage, shownIn, siteLanguage } from '@/lib/site-languages';
import { siteConfig } from '@/lib/site';
import { articleIndexes, articlesIn, indexPageCount, indexPageHref, siteArticles } from '@/lib/site-articles';

export const dynamic = 'force-static';

/** The page at `href` in each language it shows in, each entry naming all of them, as search engines read a page's translations from a sitemap. */
function translatedEntries(href: string): MetadataRoute.Sitemap {
  const hreflangs = hreflangsOf(href);
  if (!hreflangs) return [{ url: `${siteConfig.url}${href}` }];
  const alternates = { languages: Object.fromEntries(Object.entries(hreflangs).map(([code, there]) => [code, `${siteConfig.url}${there}`])) };
  return languagesOfPage(href).map(({ href: there }) => ({ url: `${siteConfig.url}${there}`, alternates }));
}

export default function sitemap(): MetadataRoute.Sitemap {
  // A review's preview lists nothing: what it shows scheduled is not at the live site's addresses yet.
  if (isPreview()) return [];
  const morePages = articleIndexes.flatMap(({ collection, page, entry }) =>
    [siteLanguage, ...shownIn(entry).map(({ language }) => language)].flatMap((language) =>
      Array.from({ length: indexPageCount(articlesIn(language.code, collection)) - 1 }, (_, index) => indexPageHref(addressIn(language, page), index + 2)),
    ),
  );
  return [
    ...siteRoutes.flatMap((route) => translatedEntries(route.href)),
    ...morePages.map((href) => ({ url: `${siteConfig.url}${href}` })),
    ...composedPages()
      .filter((page) => !page.keepOutOfSearch)
      .map((page) => ({ url: `${siteConfig.url}${page.href}` })),
    ...siteArticles().map((article) => ({ url: `${siteConfig.url}${article.href}`, lastModified: article.date })),
  ];
}
