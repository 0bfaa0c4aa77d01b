// @ts-check
import { fields } from '@keystatic/core';

import { anchor, SECTION_ITEMS_MAX, text, titledTexts } from '../../../lib/content-schema/fields.mjs';

/** Numbered steps, as Contact explains a demo. */
const kind = {
  label: 'Numbered steps',
  schema: fields.object({ id: anchor(), title: text('Title'), items: titledTexts('Steps', SECTION_ITEMS_MAX) }),
};

export default kind;
