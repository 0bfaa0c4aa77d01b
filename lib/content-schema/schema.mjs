/**
 * The one description of the site's copy. The editor at /keystatic/ (`npm run dev`) draws its
 * forms from it, and every build checks lib/content/*.yaml against it (content-module.cjs), so
 * the two cannot disagree. Plain JavaScript: the build reads it with Node.js alone.
 */
import { collection, config, fields, singleton } from '@keystatic/core';

import { ARTICLE_ADDRESS, ARTICLE_EXTENSION, COMPOSED_PAGES, imageFolder, PAGE_ADDRESS } from './entry-rules.mjs';
import { SITE_PLACEHOLDERS } from './placeholders.mjs';
import { capability, hero, sections } from './sections.mjs';
import { DEFAULT_PUBLISH_TIME, PUBLISH_TIMES, SCHEDULED_RUN_MINUTES, SITE_TIME_ZONE } from './schedule.mjs';
import { actions, anchor, ARTICLE_BODY_BLOCKS, articleIndex, articleMarkdoc, imageCards, imageDescription, intro, limitHint, list, meta, navigation, paragraphs, placeholderHint, prose, text, titledTexts } from './fields.mjs';

export { SITE_PLACEHOLDERS };

/** The page each singleton draws, by its path (lib/content/home): where a bare `#section` link in it points. */
const pageOfPath = new Map();

/**
 * Where each singleton's file lives: lib/content/<name>.yaml, and the page it draws, if it draws
 * one (header, footer and glossary are on every page; the mail's copy on none): its address and
 * its name in the header and footer, which list the pages in the order of `singletons`.
 * @template {Record<string, import('@keystatic/core').ComponentSchema>} Schema
 * @param {string} name
 * @param {string} label
 * @param {Schema} schema
 * @param {{ href: string, label: string }} [page]
 */
function inContent(name, label, schema, page) {
  const path = `lib/content/${name}`;
  if (page) pageOfPath.set(path, page);
  return singleton({ label, path, format: { data: 'yaml' }, schema });
}

export const singletons = {
  home: inContent('home', 'Home', {
    meta,
    hero,
    cardsTitle: text('Cards title'),
    cardsIntro: prose('Cards introduction'),
    cards: imageCards('home'),
    textBlocks: list(
      'Text blocks',
      fields.object({
        id: anchor(),
        title: text('Title'),
        paragraphs: paragraphs('Paragraphs'),
      }),
      { max: 8 },
    ),
    audience: fields.object({ title: text('Title'), intro: prose('Introduction'), items: titledTexts('Audiences') }, { label: 'Audiences' }),
  }, { href: '/', label: 'Home' }),
  features: inContent('features', 'Features', {
    meta,
    intro,
    cardsTitle: text('Cards title'),
    cards: imageCards('features'),
    capabilitiesTitle: text('Capabilities title'),
    capabilitiesIntro: prose('Capabilities introduction'),
    benefitsLabel: text('Label above each list of benefits'),
    capabilities: list('Capabilities', capability),
    demo: fields.object(
      {
        title: text('Title'),
        text: prose('Text', placeholderHint),
        button: text('Button'),
        subject: text('Subject of the demo mail'),
        body: prose('Body of the demo mail', placeholderHint),
      },
      { label: 'Demo' },
    ),
  }, { href: '/features/', label: 'Features' }),
  about: inContent('about', 'About', {
    meta,
    intro,
    mission: fields.object({ title: text('Title'), paragraphs: paragraphs('Paragraphs') }, { label: 'Mission' }),
    highlightsTitle: text('Highlights title'),
    highlights: titledTexts('Highlights'),
    whatItDoesTitle: text('"What it does" title'),
    whatItDoes: titledTexts('What it does'),
    cta: fields.object({ title: text('Title'), text: prose('Text') }, { label: 'Call to action' }),
    actions,
  }, { href: '/about/', label: 'About' }),
  insightsPage: inContent('insights-page', 'Insights page', articleIndex, { href: '/insights/', label: 'Insights' }),
  contact: inContent('contact', 'Contact', {
    meta,
    intro,
    form: fields.object(
      {
        title: text('Title'),
        fields: fields.object(
          {
            firstName: text('First name'),
            lastName: text('Last name'),
            email: text('E-mail'),
            company: text('Company'),
            role: text('Role'),
            subject: text('Subject'),
            message: text('Message'),
          },
          { label: 'Field labels' },
        ),
        optional: text('Mark of an optional field'),
        submit: text('Send button'),
        clear: text('Clear button'),
        onPaper: prose('Printed in place of the form', '{address} is the address the form writes to.'),
        longMessage: prose('Hint under a long message', '{length} is the length of the mail link, {address} the address.'),
        note: prose('Note under the form', placeholderHint),
      },
      { label: 'Form' },
    ),
    demoSteps: fields.object({ title: text('Title'), steps: titledTexts('Steps') }, { label: 'How a demo works' }),
  }, { href: '/contact/', label: 'Contact' }),
  mail: inContent('mail', 'Contact form mail', {
    notProvided: text('In place of a field left empty'),
    labels: fields.object(
      {
        to: text('To'),
        subject: text('Subject'),
        name: text('Name'),
        email: text('E-mail'),
        company: text('Company'),
        role: text('Role'),
        message: text('Message'),
      },
      { label: 'Labels in the mail' },
    ),
    toast: fields.object(
      {
        title: text('Title'),
        description: prose('Text', '{address} is the address the mail goes to.'),
        copyAction: text('Copy button'),
        copied: text('After copying'),
        copyFailed: prose('When copying fails', '{address} is the address the mail goes to.'),
      },
      { label: 'Notice after sending' },
    ),
  }),
  header: inContent('header', 'Header', {
    skipLink: text('Skip link'),
    homeLabel: text('Name of the home link', { description: placeholderHint }),
    navLabel: text('Name of the navigation'),
    // The spec's pages stay in the header: every width reaches them from it, also without JavaScript.
    navigation: navigation('Navigation', { max: 6, keeps: ['/features/', '/about/', '/contact/'] }),
    menuButton: text('Menu button'),
    login: text('Login button'),
  }),
  footer: inContent('footer', 'Footer', {
    tagline: text('Tagline', { description: placeholderHint }),
    navLabel: text('Name of the navigation'),
    navigation: navigation('Navigation', { max: 12 }),
    contactLabel: text('Label of the address'),
    launched: text('Launch line', { description: placeholderHint }),
  }),
  notFound: inContent('not-found', 'Page not found', {
    title: text('Title'),
    text: prose('Text'),
    homeLink: text('Link home'),
    moved: fields.object({ title: text('Title'), text: prose('Text') }, { label: 'A landing page\'s former address', description: 'Shown for a moment where a host cannot redirect, with a link to the page.' }),
  }),
  error: inContent('error', 'Error screen', { title: text('Title'), text: prose('Text'), retry: text('Try-again button'), homeLink: text('Link home') }),
  glossary: inContent('glossary', 'Glossary terms', {
    terms: list(
      'Terms',
      fields.object({
        term: text('Term', { description: 'Its first mention in each block of copy explains itself in a tooltip.' }),
        definition: prose('Definition'),
      }),
      { itemLabel: (props) => props.fields.term.value, max: 40 },
    ),
  }),
};


/**
 * When an entry goes live, as the editor asks it of an article and of a page: a date, a time of
 * day on it, and the draft flag.
 * @param {string} noun
 */
const scheduling = (noun) => ({
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
 * The addresses an article or a page had, each of which leads to it (a redirect on every host).
 * @param {'article' | 'page'} noun
 * @param {{ regex: RegExp, message: string }} pattern
 */
const formerAddresses = (noun, pattern) =>
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
 * @type {Map<string, { label: string, folder: string, extension: string, images: string, index: keyof typeof singletons, page: string, body: ReturnType<typeof articleMarkdoc> }>}
 */
export const articleCollections = new Map();

/**
 * A collection of articles, listed newest first by the page the singleton `index` (above, with the
 * articleIndex schema) draws. Its routes are in that page's folder: the list (app/insights/page.tsx),
 * and its articles, the pages of the list after the first and its feed, each a few lines naming the
 * collection (components/articles/collection-routes.tsx).
 * @param {string} name
 * @param {string} label
 * @param {keyof typeof singletons} index
 */
function articles(name, label, index) {
  const folder = `lib/content/${name}`;
  const images = imageFolder(name);
  const page = pageOfPath.get(singletons[index].path)?.href;
  if (!page) throw new Error(`lib/content-schema/schema.mjs: the index of ${name}, ${index}, must draw a page`);
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

/**
 * The pages a marketer composes from the site's sections (sections.mjs), each at /<address>/:
 * lib/content/pages/<address>.yaml, drawn by app/[page]/. Scheduled as articles are.
 */
export const composedPages = collection({
  label: 'Landing pages',
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
    meta,
    keepOutOfSearch: fields.checkbox({
      label: 'Keep out of search engines',
      description: 'For a page only those given its link should find (a campaign\'s): search engines are asked to leave it out, and the sitemap does. Its address works either way.',
    }),
    sections,
    formerAddresses: formerAddresses('page', PAGE_ADDRESS),
  },
});

export const collections = {
  insights: articles('insights', 'Insights', 'insightsPage'),
  // Named as entry-rules.mjs's COMPOSED_PAGES.collection, by which the editor names its entries (`pages:<address>`).
  pages: composedPages,
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
editorCollections.set(COMPOSED_PAGES.collection, { label: String(composedPages.label), ...COMPOSED_PAGES, address: PAGE_ADDRESS });

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

/** A composed page's fields as its file holds them: the title a line of text, as the build checks it (the address is the file's name). */
const composedPageFields = { ...composedPages.schema, title: text('Title') };

/**
 * What the schema says of the file at `file` (its path in the project): a copy file's entry, or
 * a composed page's (lib/content/pages/<address>.yaml: its entry `pages:<address>`, and its page).
 * @param {string} file
 */
export function copyFileOf(file) {
  const described = copyFiles.get(file);
  if (described) return described;
  const { folder, extension, images } = COMPOSED_PAGES;
  const address = file.startsWith(`${folder}/`) && file.endsWith(extension) ? file.slice(folder.length + 1, -extension.length) : undefined;
  if (address === undefined || address.includes('/')) return undefined;
  return { schema: composedPageFields, entry: `${COMPOSED_PAGES.collection}:${address}`, label: address, images: `${images}/${address}`, page: `/${address}/` };
}

/**
 * Each copy file (`lib/content/home.yaml` …), with the singleton that describes it, its entry's
 * name in the editor (`home`), the folder of its images and the page it draws, if one.
 */
export const copyFiles = new Map(
  Object.entries(singletons).map(([entry, described]) => {
    // Every singleton of this schema names its path.
    const path = String(described.path);
    return [`${path}.yaml`, { ...described, entry, images: imageFolder(String(path.split('/').pop())), page: pageOfPath.get(path)?.href }];
  }),
);


/**
 * The site's pages, each drawn from its entry's copy by its route (app/<address>/page.tsx), in the
 * order the header and footer list them: `{ entry: 'features', href: '/features/', label: 'Features' }`.
 */
export const sitePages = Object.entries(singletons).flatMap(([entry, { path }]) => {
  const page = pageOfPath.get(path);
  return page ? [{ entry, ...page }] : [];
});

export default config({
  storage: { kind: 'local' },
  ui: {
    brand: { name: 'Site copy' },
    navigation: {
      Pages: [...sitePages.map(({ entry }) => entry).filter((entry) => ![...articleCollections.values()].some(({ index }) => index === entry)), COMPOSED_PAGES.collection],
      // Each collection beside the page that lists it.
      ...Object.fromEntries([...articleCollections].map(([name, { label, index }]) => [label, [name, index]])),
      'Header and footer': ['header', 'footer'],
      'Not-found and error screens': ['notFound', 'error'],
      'Glossary and mail': ['glossary', 'mail'],
    },
  },
  singletons,
  collections,
});
