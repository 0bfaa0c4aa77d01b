// @ts-check
import { fields } from '@keystatic/core';

import { anchor, list, prose, text } from '../../../lib/content-schema/fields.mjs';

/** Questions that open on their answers. */
const kind = {
  label: 'Questions and answers',
  schema: fields.object({
    id: anchor(),
    title: text('Title'),
    items: list('Questions', fields.object({ question: text('Question'), answer: prose('Answer', 'Search engines may show it under the page in their results.') }), {
      itemLabel: (props) => props.fields.question.value,
      max: 8,
    }),
  }),
};

export default kind;
