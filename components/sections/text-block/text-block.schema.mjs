// @ts-check
import { fields } from '@keystatic/core';

import { anchor, paragraphs, text } from '../../../lib/content-schema/fields.mjs';

/** A title beside its paragraphs. */
const kind = {
  label: 'Text block',
  schema: fields.object({ id: anchor(), title: text('Title'), paragraphs: paragraphs('Paragraphs') }),
};

export default kind;
