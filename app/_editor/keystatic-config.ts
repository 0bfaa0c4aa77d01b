/**
 * The editor's config: the schema's pages, parts and collections (lib/content-schema/) with the
 * landing pages (components/composed-pages/), in the editor's own navigation.
 */
import { config } from '@keystatic/core';

import { composedPages } from '@/components/composed-pages/composed-page-schema.mjs';
import { articleCollections, collections as articles, singletons, sitePages } from '@/lib/content-schema/schema.mjs';
import { COMPOSED_PAGES } from '@/lib/content-schema/entry-rules.mjs';

/** Every collection of the editor, by the name its entries take (`insights`, `pages`). */
export const collections = {
  ...articles,
  // Named as entry-rules.mjs's COMPOSED_PAGES.collection, by which the editor names its entries (`pages:<address>`).
  [COMPOSED_PAGES.collection]: composedPages,
} as typeof articles & { pages: typeof composedPages };

export default config({
  storage: { kind: 'local' },
  ui: {
    brand: { name: 'Site copy' },
    navigation: {
      Pages: [...sitePages.map(({ entry }) => entry).filter((entry) => ![...articleCollections.values()].some(({ index }) => index === entry)), COMPOSED_PAGES.collection],
      // Each collection beside the page that lists it.
      ...Object.fromEntries([...articleCollections].map(([name, { label, index }]) => [label, [name, index]])),
      'Header and footer': ['header', 'footer'],
      'Not-found and error screens': ['notFound', 'error'],
      'Glossary and mail': ['glossary', 'mail'],
      Languages: ['languages'],
    },
  },
  singletons,
  collections,
});
