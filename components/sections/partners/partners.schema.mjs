// @ts-check
import { fields } from '@keystatic/core';

import { anchor, list, optionalProse, text } from '../../../lib/content-schema/fields.mjs';

/** A row of partner names. */
const kind = {
  label: 'Partner names',
  schema: fields.object({
    id: anchor(),
    title: text('Title'),
    intro: optionalProse('Introduction'),
    names: list('Partners', text('Name'), { itemLabel: (props) => props.value, max: 12 }),
  }),
};

export default kind;
