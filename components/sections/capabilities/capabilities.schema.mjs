// @ts-check
import { fields } from '@keystatic/core';

import { anchor, capability, list, optionalProse, SECTION_ITEMS_MAX, text } from '../../../lib/content-schema/fields.mjs';

/** Cards of capabilities, each with its benefits, as on Features. */
const kind = {
  label: 'Capability cards with benefits',
  schema: fields.object({
    id: anchor(),
    title: text('Title'),
    intro: optionalProse('Introduction'),
    benefitsLabel: text('Label above each list of benefits'),
    items: list('Capabilities', capability, { max: SECTION_ITEMS_MAX }),
  }),
  namedItems: 'items',
};

export default kind;
