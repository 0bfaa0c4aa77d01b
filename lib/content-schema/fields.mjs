/**
 * The kinds of field the schema (schema.mjs) builds the copy from: required text, lists with
 * their limits, links picked from the site's pages, anchors, images, an article's body. Each says
 * in the editor what it takes; the build checks every file against the same fields.
 */
import { linkIcon } from '@keystar/ui/icon/icons/linkIcon';
import { fields } from '@keystatic/core';
import { block, mark } from '@keystatic/core/content-components';

import { SHARE_LIMITS } from '../share-preview/share-limits.mjs';
import { imageFolder } from './entry-rules.mjs';
import { ANCHOR_PATTERN, LINK_PATTERN } from './links.mjs';
import { SITE_PLACEHOLDERS } from './placeholders.mjs';

export const placeholderHint = `Write ${Object.keys(SITE_PLACEHOLDERS)
  .map((name) => `{${name}}`)
  .join(', ')} for the brand name, tagline, address, demo contact or launch year.`;

/**
 * A required line of copy; `multiline` for running text.
 * @param {string} label
 * @param {{ multiline?: boolean, description?: string }} [options]
 */
export const text = (label, { multiline = false, description } = {}) =>
  fields.text({ label, multiline, description, validation: { isRequired: true, length: { min: 1 } } });

/**
 * @param {string} label
 * @param {string} [description]
 */
export const prose = (label, description) => text(label, { multiline: true, description });

/**
 * A list of one item or more, labelled in the editor by its title. At most `max` items: a section
 * reads well with a dozen, and the byte budget holds with every list full (the stress build fills
 * each to its limit, e2e/stress.spec.ts).
 * @template {import('@keystatic/core').ComponentSchema} Item
 * @param {string} label
 * @param {Item} item
 * @param {{ itemLabel?: (props: any) => string, max?: number, description?: string }} [options]
 */
export const list = (label, item, { itemLabel = (props) => props.fields.title.value, max = 12, description = '' } = {}) =>
  fields.array(item, { label, description: `Up to ${max}.${description && ` ${description}`}`, itemLabel, validation: { length: { min: 1, max } } });

/** @param {string} label */
export const paragraphs = (label) => list(label, prose('Paragraph'), { itemLabel: (props) => props.value, max: 8 });

/**
 * @param {keyof typeof SHARE_LIMITS} search
 * @param {keyof typeof SHARE_LIMITS} card
 */
export const limitHint = (search, card) =>
  `Search results show about ${SHARE_LIMITS[search].max} characters of it, link cards ${SHARE_LIMITS[card].max}: ` +
  'the share preview at /share-preview/ shows where each cuts it.';

export const meta = fields.object(
  {
    title: text('Title', { description: limitHint('searchTitle', 'cardTitle') }),
    description: prose('Description', limitHint('searchDescription', 'cardDescription')),
  },
  { label: 'Search and share' },
);

/** @type {Map<object, { label: string, description: string }>} */
const siteLinks = new Map();
const anchors = new WeakSet();
/**
 * Whether a field holds a link, which every build checks leads somewhere (links.mjs).
 * @param {object} field
 */
export const isSiteLink = (field) => siteLinks.has(field);
/**
 * Every link field of the schema, with its label and description: the editor gives each its link
 * picker (app/_editor/).
 */
export const siteLinkFields = () => /** @type {[ReturnType<typeof siteLink>, { label: string, description: string }][]} */ ([...siteLinks]);
/**
 * Whether a field holds an anchor: the id by which links find a section of its page.
 * @param {object} field
 */
export const isAnchor = (field) => anchors.has(field);

/**
 * A link: a page or a section of one, picked in the editor, or an address typed.
 * @param {string} label
 */
function siteLink(label) {
  const description = 'Pick a page or a section of one, or type an address (https:, mailto:, tel:).';
  const field = fields.text({ label, description, validation: { isRequired: true, length: { min: 1 }, pattern: LINK_PATTERN } });
  siteLinks.set(field, { label, description });
  return field;
}

export function anchor() {
  const field = fields.text({
    label: 'Anchor',
    description: 'Lets a link (#how-it-works) jump to this block: lower-case letters, digits and hyphens. Leave empty for none.',
    validation: { pattern: ANCHOR_PATTERN },
  });
  anchors.add(field);
  return field;
}

const link = (/** @type {string} */ label) => fields.object({ label: text('Label'), href: siteLink('Link') }, { label });

/** @type {WeakMap<object, readonly string[]>} */
const keptLinks = new WeakMap();
/**
 * The pages a list of links must keep, which the content check holds it to (none for most).
 * @param {object} field
 */
export const linksKept = (field) => keptLinks.get(field) ?? [];

/**
 * A navigation's links, in the order a visitor meets them: pages of the site, sections, or
 * addresses. `keeps` names the pages it must always list.
 * @param {string} label
 * @param {{ max: number, keeps?: readonly string[] }} options
 */
export function navigation(label, { max, keeps = [] }) {
  const description = keeps.length > 0 ? `It always links to ${keeps.join(', ')}.` : '';
  const field = list(label, link('Link'), { itemLabel: (props) => props.fields.label.value, max, description });
  keptLinks.set(field, keeps);
  return field;
}
export const actions = fields.object({ primary: link('Main button'), secondary: link('Second button') }, { label: 'Buttons' });
export const intro = fields.object({ eyebrow: text('Eyebrow'), title: text('Title'), lead: prose('Lead', placeholderHint) }, { label: 'Introduction' });
export const keyFigure = {
  value: text('Figure'),
  label: prose('What it counts'),
  source: text('Source'),
  year: fields.integer({ label: 'Year of the source', validation: { isRequired: true } }),
};
/** The hero that opens Home, and a landing page's hero section: a title with two buttons, beside a key figure with its source. */
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

/** A capability with its benefits, as Features and a landing page's capabilities section list them. */
export const capability = fields.object({
  title: text('Title'),
  description: prose('Description'),
  benefits: list('Benefits', text('Benefit'), { itemLabel: (props) => props.value, max: 6 }),
});

/**
 * A line of running text a section may go without: left empty, the editor leaves it out of the file.
 * @param {string} label
 */
export const optionalProse = (label) => fields.text({ label, multiline: true, description: 'Leave empty for none.' });

/**
 * The most items a list of a landing page's section takes: half a built page's dozen, so that a page
 * of every section, each full, stays within the byte budget (bench/budget.json).
 */
export const SECTION_ITEMS_MAX = 6;

/**
 * @param {string} label
 * @param {number} [max]
 */
export const titledTexts = (label, max = undefined) => list(label, fields.object({ title: text('Title'), text: prose('Text') }), { max });


/**
 * A card's image: a drawing or a photo, kept beside the copy (not in public/, which the export
 * would ship whole: the build makes what pages show from it, lib/images/card-images.ts). Keystatic
 * names an upload after its field (cards/0/illustration/src.jpg), so each page keeps its own
 * folder, where the first card of Home and of Features cannot meet.
 * @param {string} page
 */
const illustration = (page) =>
  fields.object(
    {
      src: fields.image({
        label: 'Image',
        description:
          'A photo (JPEG, PNG, WebP or AVIF, up to 20 MB and 50 megapixels: the site makes it small and strips its location and camera data) ' +
          'or an SVG drawing (480 × 300, drawn with attributes only: no scripts or styles). Shown at 8:5, cropped about its centre.',
        directory: imageFolder(page),
        publicPath: `images/${page}/`,
        validation: { isRequired: true },
      }),
      alt: text('Description of the image', { description: 'What it shows, read out to visitors who cannot see it.' }),
    },
    { label: 'Image' },
  );
/**
 * @param {string} page
 * @param {number} [max]
 */
export const imageCards = (page, max = undefined) => list('Cards', fields.object({ title: text('Title'), text: prose('Text'), illustration: illustration(page) }), { max });

/**
 * The copy of a collection's index page (/insights/), which lists its articles: the page's own
 * words, and those its articles share (the byline, the link back, the pages of the list, the feed).
 */
export const articleIndex = {
  meta,
  intro,
  sourceLabel: text('Label before a key figure\'s source'),
  by: text('Before the author\'s name'),
  published: text('Before the date'),
  backLink: text('Link back to all articles'),
  pagination: fields.object(
    { label: text('Name of the page list'), newer: text('Newer articles'), older: text('Older articles'), page: text('Page', { description: '{number} is its number.' }) },
    { label: 'Pages of articles' },
  ),
  feed: text('Link to the feed'),
  moved: fields.object({ title: text('Title'), text: prose('Text', 'Shown for a moment at an address an article had, before it goes on.') }, { label: 'Moved article' }),
};

export const imageDescription = () => text('Description of the image', { description: 'What it shows, read out to visitors who cannot see it.' });

/**
 * What the body of an article of the collection `name` may hold: the body field's options, which
 * the build checks articles against too (articles.mjs).
 * @param {string} name
 */
export const articleMarkdoc = (name) => ({
  options: {
    heading: /** @type {(2 | 3)[]} */ ([2, 3]),
    bold: true,
    italic: true,
    strikethrough: false,
    code: false,
    codeBlock: false,
    table: false,
    divider: false,
    image: { directory: imageFolder(name), publicPath: `images/${name}/`, schema: { alt: imageDescription(), title: fields.text({ label: 'Title' }) } },
    // The body's links are the Link below, picked as every link of the copy is.
    link: false,
  },
  components: {
    keyFigure: block({ label: 'Key figure', description: 'A number with what it counts and its source, as on Home.', schema: keyFigure }),
    // Select the words, press Link, then Edit: a page or a section picked, or an address typed (https:, mailto:, tel:).
    siteLink: mark({ label: 'Link', icon: linkIcon, tag: 'a', schema: { href: siteLink('Link') } }),
  },
});

/**
 * The most blocks an article's body takes (paragraphs, headings, lists, quotes, images, key
 * figures): a long read, within the byte budget (the stress build's article has as many).
 */
export const ARTICLE_BODY_BLOCKS = 120;
