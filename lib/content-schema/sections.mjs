/**
 * The site's sections, as a marketer composes a landing page from them (schema.mjs's `composedPages`):
 * one schema each, which the built pages' entries use where they draw the same section, and one
 * component each (components/sections/page-sections.tsx). Each list in them has its limit, as the
 * built pages' have.
 */
import { fields } from '@keystatic/core';

import { COMPOSED_PAGES } from './entry-rules.mjs';
import { actions, anchor, imageCards, intro, keyFigure, list, paragraphs, placeholderHint, prose, text, titledTexts } from './fields.mjs';

/**
 * A line of running text a section may go without, as the built pages' card and audience
 * sections do: left empty, the editor leaves it out of the file.
 * @param {string} label
 */
const optionalProse = (label) => fields.text({ label, multiline: true, description: 'Leave empty for none.' });

/** The hero that opens Home: a title with two buttons, beside a key figure with its source. */
export const hero = fields.object(
  {
    eyebrow: text('Eyebrow'),
    title: text('Title'),
    lead: prose('Lead', placeholderHint),
    actions,
    sourceLabel: text('Label before the source'),
    figure: fields.object(keyFigure, { label: 'Key figure' }),
  },
  { label: 'Hero' },
);

/**
 * The most items a section's list takes on a composed page (cards, capabilities, texts, steps):
 * half the built pages' dozen, as a page takes up to SECTIONS_MAX sections and the byte budget
 * holds with every one full (bench/budget.json's composed pages).
 */
const ITEMS_MAX = 6;

/** A capability with its benefits, as Features lists them. */
export const capability = fields.object({
  title: text('Title'),
  description: prose('Description'),
  benefits: list('Benefits', text('Benefit'), { itemLabel: (props) => props.value, max: 6 }),
});

/** A section's title in the editor's list of sections, after its kind. */
const titled = (/** @type {any} */ props) => props.fields.title.value;

/** The kinds of section a composed page takes, by the name its file gives each (`discriminant`). */
export const SECTIONS = {
  hero: { label: 'Hero with a key figure', itemLabel: titled, schema: hero },
  intro: { label: 'Page introduction', itemLabel: titled, schema: intro },
  imageCards: {
    label: 'Image cards',
    itemLabel: titled,
    schema: fields.object({ id: anchor(), title: text('Title'), intro: optionalProse('Introduction'), cards: imageCards(COMPOSED_PAGES.collection, ITEMS_MAX) }),
  },
  textBlock: {
    label: 'Text block',
    itemLabel: titled,
    schema: fields.object({ id: anchor(), title: text('Title'), paragraphs: paragraphs('Paragraphs') }),
  },
  capabilities: {
    label: 'Capability cards with benefits',
    itemLabel: titled,
    schema: fields.object({
      id: anchor(),
      title: text('Title'),
      intro: optionalProse('Introduction'),
      benefitsLabel: text('Label above each list of benefits'),
      items: list('Capabilities', capability, { max: ITEMS_MAX }),
    }),
  },
  titledTexts: {
    label: 'Titled texts (audiences, highlights)',
    itemLabel: titled,
    schema: fields.object({ id: anchor(), title: text('Title'), intro: optionalProse('Introduction'), items: titledTexts('Texts', ITEMS_MAX) }),
  },
  steps: {
    label: 'Numbered steps',
    itemLabel: titled,
    schema: fields.object({ id: anchor(), title: text('Title'), items: titledTexts('Steps', ITEMS_MAX) }),
  },
  keyFigures: {
    label: 'Key figures',
    itemLabel: titled,
    schema: fields.object({
      id: anchor(),
      title: text('Title'),
      intro: optionalProse('Introduction'),
      sourceLabel: text('Label before each source'),
      figures: list('Figures', fields.object(keyFigure), { itemLabel: (props) => props.fields.value.value, max: 4 }),
    }),
  },
  quote: {
    label: 'Quote with its source',
    itemLabel: titled,
    schema: fields.object({
      id: anchor(),
      title: text('Title'),
      quote: prose('Quote', 'Their words, without quotation marks: the page sets them apart.'),
      name: text('Who said it'),
      role: text('Their role and organisation'),
    }),
  },
  partners: {
    label: 'Partner names',
    itemLabel: titled,
    schema: fields.object({
      id: anchor(),
      title: text('Title'),
      intro: optionalProse('Introduction'),
      names: list('Partners', text('Name'), { itemLabel: (props) => props.value, max: 12 }),
    }),
  },
  questions: {
    label: 'Questions and answers',
    itemLabel: titled,
    schema: fields.object({
      id: anchor(),
      title: text('Title'),
      items: list('Questions', fields.object({ question: text('Question'), answer: prose('Answer', 'Search engines may show it under the page in their results.') }), {
        itemLabel: (props) => props.fields.question.value,
        max: 8,
      }),
    }),
  },
  callToAction: {
    label: 'Call to action',
    itemLabel: titled,
    schema: fields.object({ title: text('Title'), text: prose('Text', placeholderHint), actions }),
  },
};

/**
 * The most sections a page takes: every kind twice over, within the byte budget (the stress build
 * composes a page of as many).
 */
export const SECTIONS_MAX = 2 * Object.keys(SECTIONS).length;

export const sections = fields.blocks(SECTIONS, {
  label: 'Sections',
  description: `Up to ${SECTIONS_MAX}, in the order the page shows them: add them, open one to edit it, drag one by its handle to move it, duplicate one below. The first is a hero or a page introduction.`,
  validation: { length: { min: 1, max: SECTIONS_MAX } },
});
