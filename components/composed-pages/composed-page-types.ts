import type { Entry } from '@keystatic/core/reader';

import type { composedPages } from './composed-page-schema.mjs';

/** A landing page (lib/content/pages/<address>.yaml), read and checked (composed-page-check.mjs). */
export type ComposedPage = Entry<typeof composedPages> & {
  draft: boolean;
  /** The code of the language it is written in: the site's (`en`), or a translation's (`de`). */
  language: string;
  /** Its address: /<slug>/, or /<language>/<slug>/ for a translation's. */
  slug: string;
  href: string;
  /** Its file in the project: lib/content/pages/<slug>.yaml. */
  file: string;
};

/** One of its sections: `{ discriminant: 'hero', value: { … } }` (components/sections/). */
export type PageSection = ComposedPage['sections'][number];
