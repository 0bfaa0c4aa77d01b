// @ts-check
import { fields } from '@keystatic/core';

import { anchor, prose, text } from '../../../lib/content-schema/fields.mjs';

/** Someone's words, with their name and role. */
const kind = {
  label: 'Quote with its source',
  schema: fields.object({
    id: anchor(),
    title: text('Title'),
    quote: prose('Quote', 'Their words, without quotation marks: the page sets them apart.'),
    name: text('Who said it'),
    role: text('Their role and organisation'),
  }),
};

export default kind;
