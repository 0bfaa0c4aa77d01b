/**
 * The landing pages the site shows: the export has those published (not drafts, their date and
 * time come), the dev server has them all, so a marketer sees a page before it goes out. Their site
 * placeholders ({brand} …) filled in from lib/site.ts, as the copy modules fill in the copy files'.
 */
import { withSiteValues } from '@/lib/content-schema/placeholders.mjs';
import { loadByNode } from '@/lib/next-internals/bundler.mjs';
import { articlesModule } from '@/lib/node-loaded';
import { sitePages, type SitePage } from '@/lib/pages';
import { siteConfig } from '@/lib/site';
import { shownIn, siteLanguage } from '@/lib/site-languages';

import type { ComposedPage } from './composed-page-types';

export type { ComposedPage };

// Loaded by Node.js, as lib/node-loaded.ts loads the readers, and for the same reason.
const check = loadByNode('./components/composed-pages/composed-page-check.mjs') as typeof import('./composed-page-check.mjs');

const showsUnpublished = process.env.NODE_ENV === 'development';

let built: ComposedPage[] | undefined;

/**
 * Every landing page the site shows, by address: read once by each process of the build, and at
 * every request of the dev server. One written in a translation's language shows once that
 * language's Home does, which its logo and language switch lead to.
 */
export function composedPages(): ComposedPage[] {
  const read = () => check.readComposedPages().map((page) => withSiteValues(page, siteConfig));
  return showsUnpublished ? read() : (built ??= read().filter((page) => articlesModule.isShown(page) && hasHome(page.language)));
}

const hasHome = (code: string) => code === siteLanguage.code || shownIn('home').some(({ language }) => language.code === code);

/** The landing pages written in the language `code`. */
export const composedPagesIn = (code: string) => composedPages().filter((page) => page.language === code);

/** A landing page as the site's pages are listed, for its metadata and share image (named apart from the built pages': a page at /home/ …). */
export const composedPageEntry = (page: ComposedPage): SitePage => ({
  href: page.href,
  label: page.title,
  meta: page.meta,
  // Its first section's title.
  headline: page.sections[0].value.title,
  shareImage: `/og/pages-${page.slug}.png`,
  keepOutOfSearch: page.keepOutOfSearch,
});

/** The built pages, then the landing pages the site shows now (every one under `next dev`). */
export const everyPage = (): SitePage[] => [...sitePages, ...composedPages().map(composedPageEntry)];
