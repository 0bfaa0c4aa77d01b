import type { PageMeta } from '@/lib/content';
import { entryCopies, type DrawnEntry } from '@/lib/content/entry-copies';
import type { Article } from '@/lib/insights';
import { schemaModule } from '@/lib/node-loaded';
import { siteRoutes, type SitePath } from '@/lib/site';

type PageCopy = { meta: PageMeta; headline: string };

/** A page's search copy, and its headline (its hero's or its introduction's title), from the copy of the entry that draws it. */
function pageCopy(href: SitePath): PageCopy {
  const entry = [...schemaModule.copyFiles.values()].find(({ page }) => page === href)?.entry;
  if (!entry || !(entry in entryCopies)) throw new Error(`${href}: no entry of lib/content/schema.mjs draws this page (lib/content/entry-copies.ts)`);
  const copy = entryCopies[entry as DrawnEntry] as { meta: PageMeta; hero?: { title: string }; intro?: { title: string } };
  return { meta: copy.meta, headline: (copy.hero ?? copy.intro)!.title };
}

const slugOf = (href: string) => href.replace(/\//g, '') || 'home';

/** Every indexable page with its route, search copy, share-image headline and image path. */
export const sitePages = siteRoutes.map((route) => ({
  ...route,
  ...pageCopy(route.href),
  shareImage: `/og/${slugOf(route.href)}.png`,
}));

export function findPage(href: SitePath) {
  return sitePages.find((page) => page.href === href)!;
}

/** An article's share image, made at build with its title (app/og/). */
export const articleShareImage = (article: Pick<Article, 'slug'>) => `/og/insights-${article.slug}.png`;
