/**
 * Each editor entry a page shows (a singleton of schema.mjs), with its copy as the site reads it:
 * what the dev tools start from, the editor's live preview (app/live-preview/) and the jump from a
 * text to its field (app/keystatic/). Server only: it takes in every copy file.
 */
import { aboutCopy, contactCopy, errorCopy, featuresCopy, footerCopy, headerCopy, homeCopy, notFoundCopy } from '@/lib/content';

export const entryCopies = {
  home: homeCopy,
  features: featuresCopy,
  about: aboutCopy,
  contact: contactCopy,
  header: headerCopy,
  footer: footerCopy,
  notFound: notFoundCopy,
  error: errorCopy,
};
