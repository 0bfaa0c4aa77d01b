/**
 * The editor's config: the schema's pages, parts and collections (lib/content-schema/) with the
 * landing pages (components/composed-pages/), and each language's translations of the copy, in
 * the editor's own navigation. The languages are copy: a language saved in the editor reloads this
 * module, and its forms appear.
 */
import { config } from '@keystatic/core';

import { languagesCopy } from '@/lib/content-reader';
import { articleCollections, singletons, sitePages } from '@/lib/content-schema/schema.mjs';
import { COMPOSED_PAGES } from '@/lib/content-schema/entry-rules.mjs';
import { translatedCopyFiles, translationEntry, translationSingletons } from '@/lib/content-schema/translation-forms.mjs';

import { collections } from './editor-collections';

/** The site's translations, as languages.yaml lists them: none while it lists none. */
export const translations = languagesCopy.translations ?? [];

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
      Languages: ['languages'],
      ...Object.fromEntries(translations.map(({ code, name }) => [`${name} (${code})`, translatedCopyFiles().map(([, { entry }]) => translationEntry(code, entry))])),
    },
  },
  singletons: { ...singletons, ...translationSingletons(translations.map(({ code }) => code)) },
  collections,
});
