/**
 * The collections of articles (Insights), each listed by a page of the site, and what the editor's
 * saves, Publish and History tell every collection's files by, landing pages' too. Plain
 * JavaScript: the build reads it with Node.js alone.
 */
import { collection, fields } from '@keystatic/core';

import { ARTICLE_ADDRESS, ARTICLE_EXTENSION, COMPOSED_PAGES, imageFolder, PAGE_ADDRESS } from './entry-rules.mjs';
import { ARTICLE_BODY_BLOCKS, articleMarkdoc, imageDescription, limitHint, prose, text } from './fields.mjs';
import { LANGUAGE_CODE } from './languages.mjs';
import { DEFAULT_PUBLISH_TIME, PUBLISH_TIMES, SCHEDULED_RUN_MINUTES, SITE_TIME_ZONE } from './schedule.mjs';
import { sitePages } from './singletons.mjs';

/**
 * When an entry goes live, as the editor asks it of an article and of a page: a date, a time of
 * day on it, and the draft flag.
 * @param {string} noun
 */
export const scheduling = (noun) => ({
  date: fields.date({
    label: 'Date',
    description: `${noun === 'article' ? 'Shown on the article; a' : 'A'} date to come keeps the ${noun} off the site until then.`,
    validation: { isRequired: true },
  }),
  time: fields.select({
    label: 'Time of day',
    description: `When on its date it goes live, ${SITE_TIME_ZONE} time: the site publishes it with its first scheduled run after then (every ${SCHEDULED_RUN_MINUTES} minutes).`,
    options: PUBLISH_TIMES.map((time) => ({ label: time, value: time })),
    defaultValue: DEFAULT_PUBLISH_TIME,
  }),
  draft: fields.checkbox({ label: 'Draft', description: 'A draft is in the editor and its preview only, never on the site.' }),
});

/**
 * The language an article or a landing page is written in: empty for the site's own; a
 * translation's code (de) for one written in that language, which is then `where`.
 * @param {'article' | 'page'} noun
 * @param {string} where
 */
export const writtenIn = (noun, where) =>
  fields.text({
    label: 'Language',
    description: `Empty for the site's own language. A ${noun} written in one of its translations takes that language's code (de, ar, as Languages lists it), and is ${where}.`,
    validation: { pattern: { regex: new RegExp(`^(${LANGUAGE_CODE.regex.source.slice(1, -1)})?$`), message: LANGUAGE_CODE.message } },
  });

/**
 * The addresses an article or a page had, each of which leads to it (a redirect on every host).
 * @param {'article' | 'page'} noun
 * @param {{ regex: RegExp, message: string }} pattern
 */
export const formerAddresses = (noun, pattern) =>
  fields.array(fields.text({ label: 'Former address', validation: { pattern } }), {
    label: 'Former addresses',
    description: `Addresses this ${noun} had: each still leads here. The editor adds one when you change the address of a published ${noun}.`,
    itemLabel: (props) => props.value,
  });

/**
 * Each collection of articles by its name in the editor (`insights`): its files,
 * lib/content/<name>/<address>.mdoc (the fields as YAML above the body, in Markdoc), the folder of
 * their images, the page that lists them (`index`, the singleton that draws it, and its address:
 * the articles are below it, /insights/<address>/) and the body's Markdoc options.
 * @type {Map<string, { label: string, folder: string, extension: string, images: string, index: keyof typeof import('./singletons.mjs').singletons, page: string, body: ReturnType<typeof articleMarkdoc> }>}
 */
export const articleCollections = new Map();

/**
 * A collection of articles, listed newest first by the page the singleton `index` (above, with the
 * articleIndex schema) draws. Its routes are in that page's folder: the list (app/insights/page.tsx),
 * and its articles, the pages of the list after the first and its feed, each a few lines naming the
 * collection (components/articles/collection-routes.tsx).
 * @param {string} name
 * @param {string} label
 * @param {keyof typeof import('./singletons.mjs').singletons} index
 */
function articles(name, label, index) {
  const folder = `lib/content/${name}`;
  const images = imageFolder(name);
  const page = sitePages.find(({ entry }) => entry === index)?.href;
  if (!page) throw new Error(`lib/content-schema/collections.mjs: the index of ${name}, ${index}, must draw a page`);
  const body = articleMarkdoc(name);
  articleCollections.set(name, { label, folder, extension: ARTICLE_EXTENSION, images, index, page, body });
  return collection({
    label,
    path: `${folder}/*`,
    slugField: 'title',
    format: { contentField: 'body' },
    entryLayout: 'content',
    columns: ['title', 'date'],
    schema: {
      title: fields.slug({
        name: { label: 'Title', validation: { isRequired: true, length: { min: 1 } } },
        slug: {
          label: 'Address',
          description: `The article is at ${page}<address>/. Change it freely: the address it had keeps leading here (Former addresses).`,
          validation: { pattern: ARTICLE_ADDRESS },
        },
      }),
      ...scheduling('article'),
      summary: prose('Summary', limitHint('searchDescription', 'cardDescription')),
      author: text('Author'),
      language: writtenIn('article', `under its ${label}, at /<code>${page}<address>/`),
      cover: fields.object(
        {
          src: fields.image({
            label: 'Cover image',
            description: 'A photo or an SVG drawing, as for a card (shown at 8:5, cropped about its centre); the first thing a reader sees.',
            directory: images,
            publicPath: `images/${name}/`,
            validation: { isRequired: true },
          }),
          alt: imageDescription(),
        },
        { label: 'Cover' },
      ),
      formerAddresses: formerAddresses('article', ARTICLE_ADDRESS),
      body: fields.markdoc({ label: 'Body', description: `Up to ${ARTICLE_BODY_BLOCKS} blocks: paragraphs, headings, lists, quotes, images and key figures.`, ...body }),
    },
  });
}

export const collections = {
  insights: articles('insights', 'Insights', 'insightsPage'),
};

/**
 * Each collection of the editor by its name (`insights`, `pages`): its label, the folder and
 * extension of its entries' files (lib/content/insights/<address>.mdoc), the folder of their
 * images (one folder an entry, images/insights/<address>/) and the form of an address. What the
 * editor's saves, Publish and History tell its entries' files by.
 * @type {Map<string, { label: string, folder: string, extension: string, images: string, address: { regex: RegExp, message: string } }>}
 */
export const editorCollections = new Map();
for (const [name, { label, folder, extension, images }] of articleCollections) editorCollections.set(name, { label, folder, extension, images, address: ARTICLE_ADDRESS });
editorCollections.set(COMPOSED_PAGES.collection, { ...COMPOSED_PAGES, address: PAGE_ADDRESS });

/**
 * The item of the editor a file belongs to: an article's or a landing page's own file
 * (lib/content/insights/<address>.mdoc, lib/content/pages/<address>.yaml), or an image in its folder
 * (lib/content/images/insights/<address>/).
 * @param {string} path
 * @returns {{ collection: string, address: string } | undefined}
 */
export function editorItemOf(path) {
  for (const [collection, { folder, extension, images }] of editorCollections) {
    const address = path.match(new RegExp(`^(?:${folder}/([^/]+)\\${extension}|${images}/([^/]+)/)`))?.slice(1).find(Boolean);
    if (address) return { collection, address };
  }
  return undefined;
}

/**
 * An item's own file.
 * @param {{ collection: string, address: string }} item
 */
export function editorItemFile({ collection, address }) {
  const { folder, extension } = /** @type {NonNullable<ReturnType<typeof editorCollections.get>>} */ (editorCollections.get(collection));
  return `${folder}/${address}${extension}`;
}
