/**
 * Each entry of the editor (a singleton of schema.mjs) that a page or a screen shows, with its
 * copy as the site reads it: the pages' search and share copy (lib/pages.ts), the dev site's
 * Alt-click from a text to its field (app/keystatic/) and the editor's live preview start from it;
 * components/pages/entry-pages.tsx names the component that draws each. Copy only, no components:
 * every page's metadata reads it, and a component here would ship its script with every page.
 */
import { aboutCopy, contactCopy, errorCopy, featuresCopy, footerCopy, headerCopy, homeCopy, insightsPageCopy, notFoundCopy } from '@/lib/content';

import type { singletons } from './schema.mjs';
import type { CopyFile } from './types';

export const entryCopies = {
  home: homeCopy,
  features: featuresCopy,
  about: aboutCopy,
  insightsPage: insightsPageCopy,
  contact: contactCopy,
  header: headerCopy,
  footer: footerCopy,
  notFound: notFoundCopy,
  error: errorCopy,
} satisfies { [Entry in keyof typeof singletons]?: CopyFile<Entry> };

/** An entry a page or a screen shows: the live preview draws each (the header and footer around Home). */
export type DrawnEntry = keyof typeof entryCopies;

export const DRAWN_ENTRIES = Object.keys(entryCopies) as DrawnEntry[];
