import type { Entry } from '@keystatic/core/reader';

import type { composedPages } from './composed-page-schema.mjs';

/** A landing page (lib/content/pages/<address>.yaml), read and checked (composed-page-check.mjs). */
export type ComposedPage = Entry<typeof composedPages> & {
  draft: boolean;
  /** Its address: /<slug>/. */
  slug: string;
  href: string;
  /** Its file in the project: lib/content/pages/<slug>.yaml. */
  file: string;
};

/** One of its sections: `{ discriminant: 'hero', value: { … } }` (components/sections/). */
export type PageSection = ComposedPage['sections'][number];
