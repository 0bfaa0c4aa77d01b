/**
 * The site's pages and parts as the editor shows them (Keystatic singletons), each with its copy
 * file, lib/content/<name>.yaml. The editor draws its forms from them, and every build checks the
 * copy files against them. Plain JavaScript: the build reads it with Node.js alone.
 */
import { fields, singleton } from '@keystatic/core';

import { imageFolder } from './entry-rules.mjs';
import { languages, translationFileOf } from './languages.mjs';
import { actions, anchor, articleIndex, capability, hero, imageCards, intro, list, meta, navigation, paragraphs, placeholderHint, prose, text, titledTexts } from './fields.mjs';

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
        close: text('Close button, read by screen readers'),
        notifications: text('Name of the notices’ area, read by screen readers'),
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
    languagesLabel: text('Name of the language switch', { description: 'Shown once the site has a second language.' }),
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
  languages: inContent('languages', 'Languages', languages),
};

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
 * What the schema says of the copy file at `file` (its path in the project), if it is one. A
 * translation (`lib/content/de/home.yaml`) has its original's fields, and names its language and
 * its original. The languages are the site's own, so they have no translation.
 * @param {string} file
 */
export function copyFileOf(file) {
  const own = copyFiles.get(file);
  if (own) return own;
  const translation = translationFileOf(file);
  const original = translation && copyFiles.get(`lib/content/${translation.name}`);
  return original && original.entry !== 'languages' ? { ...original, language: translation.code, original: `lib/content/${translation.name}` } : undefined;
}

/**
 * The site's pages, each drawn from its entry's copy by its route (app/<address>/page.tsx), in the
 * order the header and footer list them: `{ entry: 'features', href: '/features/', label: 'Features' }`.
 */
export const sitePages = Object.entries(singletons).flatMap(([entry, { path }]) => {
  const page = pageOfPath.get(path);
  return page ? [{ entry, ...page }] : [];
});
