// The editor's collections, apart from its config (keystatic-config.ts), which reads the copy's
// languages: Publish, run by Node.js alone in a test, reads these and no copy module.
import { composedPages } from '@/components/composed-pages/composed-page-schema.mjs';
import { collections as articles } from '@/lib/content-schema/schema.mjs';
import { COMPOSED_PAGES } from '@/lib/content-schema/entry-rules.mjs';

/** Every collection of the editor, by the name its entries take (`insights`, `pages`). */
export const collections = {
  ...articles,
  // Named as entry-rules.mjs's COMPOSED_PAGES.collection, by which the editor names its entries (`pages:<address>`).
  [COMPOSED_PAGES.collection]: composedPages,
} as typeof articles & { pages: typeof composedPages };
