/**
 * The composed pages the site shows (lib/content/pages/, read by composed-pages.cjs as the pages
 * are built): the export has those published (not drafts, their date and time come), the dev
 * server has them all, so a marketer sees a page before it goes out. Their site placeholders
 * ({brand} …) filled in from lib/site.ts, as the copy modules fill in the copy files'.
 */
import type { ComposedPage } from '@/lib/content-reader/composed-pages.cjs';
import { withSiteValues } from '@/lib/content-schema/placeholders.mjs';
import { articlesModule, composedPagesModule } from '@/lib/node-loaded';
import { siteConfig } from '@/lib/site';

export type { ComposedPage };
export type { PageSection } from '@/lib/content-reader/composed-pages.cjs';

const showsUnpublished = process.env.NODE_ENV === 'development';

let built: ComposedPage[] | undefined;

/** Every composed page the site shows, by address: read once by each process of the build, and at every request of the dev server. */
export function composedPages(): ComposedPage[] {
  const read = () => composedPagesModule.readComposedPages().map((page) => withSiteValues(page, siteConfig));
  return showsUnpublished ? read() : (built ??= read().filter((page) => articlesModule.isPublished(page)));
}

/** A composed page's headline, for its share image: its first section's title. */
export const headlineOf = (page: ComposedPage) => page.sections[0].value.title;
