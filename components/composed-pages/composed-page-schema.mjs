// @ts-check
/**
 * The pages a marketer composes from the site's sections (components/sections/), each at
 * /<address>/: lib/content/pages/<address>.yaml, drawn by app/[page]/. Scheduled as articles are.
 * Plain JavaScript: the build reads it with Node.js alone.
 */
import { collection, fields } from '@keystatic/core';

import { formerAddresses, scheduling, writtenIn } from '../../lib/content-schema/collections.mjs';
import { COMPOSED_PAGES, PAGE_ADDRESS } from '../../lib/content-schema/entry-rules.mjs';
import { meta, text } from '../../lib/content-schema/fields.mjs';
import { SECTION_KINDS } from '../sections/kinds.mjs';

/** A section's title in the editor's list of sections, after its kind. */
const titled = (/** @type {any} */ props) => props.fields.title.value;

/** The most sections a page takes: every kind twice over, within the byte budget (the stress build composes a page of as many). */
export const SECTIONS_MAX = 2 * Object.keys(SECTION_KINDS).length;

/**
 * Each kind as the editor's list of sections takes it.
 * @type {{ [Kind in keyof typeof SECTION_KINDS]: { label: string, itemLabel: typeof titled, schema: (typeof SECTION_KINDS)[Kind]['schema'] } }}
 */
const blocks = /** @type {any} */ (Object.fromEntries(Object.entries(SECTION_KINDS).map(([kind, { label, schema }]) => [kind, { label, itemLabel: titled, schema }])));

export const sections = fields.blocks(blocks, {
  label: 'Sections',
  description: `Up to ${SECTIONS_MAX}, in the order the page shows them: add them, open one to edit it, drag one by its handle to move it, duplicate one below. The first is a hero or a page introduction.`,
  validation: { length: { min: 1, max: SECTIONS_MAX } },
});

export const composedPages = collection({
  label: COMPOSED_PAGES.label,
  path: `${COMPOSED_PAGES.folder}/*`,
  slugField: 'title',
  format: { data: 'yaml' },
  columns: ['title', 'date'],
  schema: {
    title: fields.slug({
      name: { label: 'Title', description: 'The page\'s name here and in the link picker.', validation: { isRequired: true, length: { min: 1 } } },
      slug: { label: 'Address', description: 'The page is at /<address>/.', validation: { pattern: PAGE_ADDRESS } },
    }),
    ...scheduling('page'),
    language: writtenIn('page', 'at /<code>/<address>/ once that language’s Home shows'),
    meta,
    keepOutOfSearch: fields.checkbox({
      label: 'Keep out of search engines',
      description: 'For a page only those given its link should find (a campaign\'s): search engines are asked to leave it out, and the sitemap does. Its address works either way.',
    }),
    sections,
    formerAddresses: formerAddresses('page', PAGE_ADDRESS),
  },
});

/**
 * What the schema says of a landing page's file, as the content check takes it: its fields (the
 * title a line of text, as the file holds it; the address is the file's name) and its page.
 * @param {string} file lib/content/pages/<address>.yaml
 */
export function composedPageFile(file) {
  const { folder, extension } = COMPOSED_PAGES;
  const address = file.startsWith(`${folder}/`) && file.endsWith(extension) ? file.slice(folder.length + 1, -extension.length) : undefined;
  if (address === undefined || address.includes('/')) return undefined;
  return { schema: { ...composedPages.schema, title: text('Title') }, page: `/${address}/` };
}
