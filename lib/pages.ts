import type { PageMeta } from '@/lib/content-schema/types';
import { entryCopies } from '@/lib/content-reader/entry-copies';
import { schemaModule } from '@/lib/node-loaded';
import { drawsEveryLetter } from '@/lib/share-image-fonts';
import type { Article } from '@/lib/site-articles';
import { addressIn, copyIn, siteLanguage, type Language } from '@/lib/site-languages';

/** A page of the site, with what its metadata and share image need. */
export type SitePage = { href: string; label: string; meta: PageMeta; headline: string; shareImage: string; keepOutOfSearch?: boolean };

type PageCopy = { meta?: PageMeta; hero?: { title: string }; intro?: { title: string } };

/** A page's search copy, and its headline (its hero's or its introduction's title), from its entry's copy (`copy`, a translation's). */
function pageCopy(entry: string, copy = entryCopies[entry as keyof typeof entryCopies] as PageCopy) {
  const headline = (copy.hero ?? copy.intro)?.title;
  if (!copy.meta || !headline) throw new Error(`lib/content-schema/singletons.mjs: ${entry} draws a page, so it needs \`meta\` and a \`hero\` or an \`intro\``);
  return { meta: copy.meta, headline };
}

const slugOf = (href: string) => href.replace(/\//g, '') || 'home';

/** Every page drawn by a route of its own, with its route, search copy, share-image headline and image path. */
export const sitePages: SitePage[] = schemaModule.sitePages.map(({ entry, href, label }) => ({
  href,
  label,
  ...pageCopy(entry),
  shareImage: `/og/${slugOf(href)}.png`,
}));

/** Every page of the site, Home first, by its name in the editor (lib/content-schema/singletons.mjs). */
export const siteRoutes = sitePages.map(({ href, label }) => ({ href, label }));

/** The page a route of its own draws at `href`. */
export function findPage(href: string) {
  const page = sitePages.find((each) => each.href === href);
  if (!page) throw new Error(`${href}: no entry of lib/content-schema/singletons.mjs draws this page`);
  return page;
}

/**
 * The page at `href` (its address in the site's language) in `language`, as its metadata and share
 * card take it: its share card drawn in the language (/og/de.features.png, made by app/og/) where
 * the cards' font has its letters, else the site's language's.
 */
export function pageIn(language: Language, href: string): SitePage {
  const page = findPage(href);
  if (language.code === siteLanguage.code) return page;
  const entry = schemaModule.sitePages.find((each) => each.href === href)!.entry;
  const { meta, headline } = pageCopy(entry, (copyIn(language) as Record<string, PageCopy>)[entry]);
  const shareImage = drawsEveryLetter(headline, meta.description) ? `/og/${language.code}.${slugOf(href)}.png` : page.shareImage;
  return { ...page, href: addressIn(language, href), meta, headline, shareImage };
}

/** An article's share image, made at build with its title (app/og/). */
export const articleShareImage = (article: Pick<Article, 'collection' | 'slug'>) => `/og/${article.collection}-${article.slug}.png`;
