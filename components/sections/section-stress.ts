import type { ComponentSchema, ValueForReading } from '@keystatic/core';

import type { AboutCopy, ContactCopy, CopyFile, FeaturesCopy, HomeCopy } from '@/lib/content-schema/types';

/**
 * The built pages' copy a kind's stress copy is made from (the stress build's copy, longer than
 * life), and the cards with the page's own images. Each kind's `<kind>.stress.ts` makes one full
 * section of it, which the stress page shows twice (e2e/support/composed-page.ts).
 */
export type BuiltCopies = {
  home: HomeCopy;
  features: FeaturesCopy;
  about: AboutCopy;
  contact: ContactCopy;
  glossary: CopyFile<'glossary'>;
  cards: HomeCopy['cards'];
};

/** A kind's stress copy: one full section of it, made from the built pages' copy. */
export type Stress<Kind extends { schema: ComponentSchema }> = (copies: BuiltCopies) => ValueForReading<Kind['schema']>;
