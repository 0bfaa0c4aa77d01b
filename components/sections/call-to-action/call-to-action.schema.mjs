// @ts-check
import { fields } from '@keystatic/core';

import { actions, placeholderHint, prose, text } from '../../../lib/content-schema/fields.mjs';

/** A title, a text and two buttons on the dark band that closes a page. */
const kind = {
  label: 'Call to action',
  schema: fields.object({ title: text('Title'), text: prose('Text', placeholderHint), actions }),
};

export default kind;
