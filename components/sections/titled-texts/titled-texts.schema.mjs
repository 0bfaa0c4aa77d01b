// @ts-check
import { fields } from '@keystatic/core';

import { anchor, optionalProse, SECTION_ITEMS_MAX, text, titledTexts } from '../../../lib/content-schema/fields.mjs';

/** Short titled texts side by side: audiences, highlights. */
const kind = {
  label: 'Titled texts (audiences, highlights)',
  schema: fields.object({ id: anchor(), title: text('Title'), intro: optionalProse('Introduction'), items: titledTexts('Texts', SECTION_ITEMS_MAX) }),
};

export default kind;
