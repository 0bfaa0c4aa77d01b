// @ts-check
import { fields } from '@keystatic/core';

import { COMPOSED_PAGES } from '../../../lib/content-schema/entry-rules.mjs';
import { anchor, imageCards, optionalProse, SECTION_ITEMS_MAX, text } from '../../../lib/content-schema/fields.mjs';

/** A title, an introduction and cards with photos or drawings. */
const kind = {
  label: 'Image cards',
  schema: fields.object({ id: anchor(), title: text('Title'), intro: optionalProse('Introduction'), cards: imageCards(COMPOSED_PAGES.collection, SECTION_ITEMS_MAX) }),
  namedItems: 'cards',
};

export default kind;
