// @ts-check
import { fields } from '@keystatic/core';

import { anchor, keyFigure, list, optionalProse, text } from '../../../lib/content-schema/fields.mjs';

/** Up to four numbers, each with what it counts and its source. */
const kind = {
  label: 'Key figures',
  schema: fields.object({
    id: anchor(),
    title: text('Title'),
    intro: optionalProse('Introduction'),
    sourceLabel: text('Label before each source'),
    figures: list('Figures', fields.object(keyFigure), { itemLabel: (props) => props.fields.value.value, max: 4 }),
  }),
};

export default kind;
