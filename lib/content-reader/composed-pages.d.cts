import type { Entry } from '@keystatic/core/reader';

import type { composedPages } from '../content-schema/schema.mjs';

/** A composed page (lib/content/pages/<address>.yaml), read and checked (composed-pages.cjs). */
export type ComposedPage = Entry<typeof composedPages> & {
  draft: boolean;
  /** Its address: /<slug>/. */
  slug: string;
  href: string;
  /** Its file in the project: lib/content/pages/<slug>.yaml. */
  file: string;
};

/** One of its sections: `{ discriminant: 'hero', value: { … } }` (sections.mjs). */
export type PageSection = ComposedPage['sections'][number];

/** The composed page in `source`, checked. */
export function readComposedPage(source: string, file: string, reading?: { unsaved?: ReadonlyMap<string, string | Uint8Array> }): ComposedPage;
/** Every composed page on disk, checked, by address. */
export function readComposedPages(): ComposedPage[];
