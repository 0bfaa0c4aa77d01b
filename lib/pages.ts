import { aboutCopy, contactCopy, featuresCopy, homeCopy, insightsPageCopy, type PageMeta } from '@/lib/content';
import type { Article } from '@/lib/insights';
import { siteRoutes, type SitePath } from '@/lib/site';

type PageCopy = { meta: PageMeta; headline: string };

// Keyed by the route list, so a page without search copy, or copy for a page that does not exist, fails the typecheck.
const pageCopy = {
  '/': { meta: homeCopy.meta, headline: homeCopy.hero.title },
  '/features/': { meta: featuresCopy.meta, headline: featuresCopy.intro.title },
  '/about/': { meta: aboutCopy.meta, headline: aboutCopy.intro.title },
  '/insights/': { meta: insightsPageCopy.meta, headline: insightsPageCopy.intro.title },
  '/contact/': { meta: contactCopy.meta, headline: contactCopy.intro.title },
} satisfies Record<SitePath, PageCopy>;

const slugOf = (href: string) => href.replace(/\//g, '') || 'home';

/** Every indexable page with its route, search copy, share-image headline and image path. */
export const sitePages = siteRoutes.map((route) => ({
  ...route,
  ...pageCopy[route.href],
  shareImage: `/og/${slugOf(route.href)}.png`,
}));

export function findPage(href: SitePath) {
  return sitePages.find((page) => page.href === href)!;
}

/** An article's share image, made at build with its title (app/og/). */
export const articleShareImage = (article: Pick<Article, 'slug'>) => `/og/insights-${article.slug}.png`;
