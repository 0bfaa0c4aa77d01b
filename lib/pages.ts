import { composedPages, headlineOf, type ComposedPage } from '@/lib/composed-pages';
import type { PageMeta } from '@/lib/content-reader';
import { entryCopies } from '@/lib/content-reader/entry-copies';
import { schemaModule } from '@/lib/node-loaded';
import type { Article } from '@/lib/site-articles';

type PageCopy = { meta: PageMeta; headline: string };

/** A page's search copy, and its headline (its hero's or its introduction's title), from its entry's copy. */
function pageCopy(entry: string): PageCopy {
  const copy = entryCopies[entry as keyof typeof entryCopies] as { meta?: PageMeta; hero?: { title: string }; intro?: { title: string } };
  const headline = (copy.hero ?? copy.intro)?.title;
  if (!copy.meta || !headline) throw new Error(`lib/content-schema/schema.mjs: ${entry} draws a page, so it needs \`meta\` and a \`hero\` or an \`intro\``);
  return { meta: copy.meta, headline };
}

const slugOf = (href: string) => href.replace(/\//g, '') || 'home';

/** Every page drawn by a route of its own, with its route, search copy, share-image headline and image path. */
export const sitePages = schemaModule.sitePages.map(({ entry, href, label }) => ({
  href,
  label,
  ...pageCopy(entry),
  shareImage: `/og/${slugOf(href)}.png`,
}));

/** Every page of the site, Home first, by its name in the editor (lib/content-schema/schema.mjs). */
export const siteRoutes = sitePages.map(({ href, label }) => ({ href, label }));

/** A composed page as the registry lists it; its share image named apart from the built pages' (a page at /home/ …). */
const composedEntry = (page: ComposedPage) => ({
  href: page.href,
  label: page.title,
  meta: page.meta,
  headline: headlineOf(page),
  shareImage: `/og/pages-${page.slug}.png`,
  keepOutOfSearch: page.keepOutOfSearch,
});

/** The built pages, then the composed ones the site shows now (every one under `next dev`). */
export const everyPage = () => [...sitePages, ...composedPages().map(composedEntry)];

export function findPage(href: string) {
  // A built page without reading the landing pages, which the dev server reads and checks anew at each call.
  const page = sitePages.find((each) => each.href === href) ?? everyPage().find((each) => each.href === href);
  if (!page) throw new Error(`${href}: no entry of lib/content-schema/schema.mjs and no composed page (lib/content/pages/) draws this page`);
  return page;
}

/** An article's share image, made at build with its title (app/og/). */
export const articleShareImage = (article: Pick<Article, 'collection' | 'slug'>) => `/og/${article.collection}-${article.slug}.png`;
