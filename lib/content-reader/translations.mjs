/**
 * The site's languages (lib/content/languages.yaml) and the translations of its copy
 * (lib/content/<code>/<name>.yaml), each read and checked as its original is, except that a field
 * left empty is not a mistake but missing: a translation is made a field at a time, and a page
 * shows in a language only once it, and the parts around it, miss none. Read by Node.js, as the
 * articles are.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { articleAddresses } from './article-list.mjs';
import { readContent } from './copy-check.mjs';
import { outOfDateFields } from './translation-originals.mjs';
import { readYaml, writeYaml } from './yaml.mjs';
import { translationFileOf } from '../content-schema/languages.mjs';
import { articleCollections, copyFiles } from '../content-schema/schema.mjs';
import { entryOfTranslation, translatedCopyFiles, translationEntry, untranslated, wordsOf } from '../content-schema/translation-forms.mjs';

// From the project's folder, where every reader runs (copy-check.mjs says why).
const contentFolder = path.join(process.cwd(), 'lib', 'content');

/** The parts around every page: a page shows in a language once these are translated too. */
const FRAME = ['header.yaml', 'footer.yaml', 'error.yaml'];
/** What a page draws besides its own copy: the contact form writes its mail. */
const DRAWS_ALSO = { 'contact.yaml': ['mail.yaml'] };

/**
 * @typedef {{ code: string, name: string, direction: 'ltr' | 'rtl' }} Language
 * @typedef {{ file: string, copy: any, missing: string[], outOfDate: ReturnType<typeof outOfDateFields> }} Translation
 */

/** The site's language and its translations, as the editor saved them. */
export function siteLanguages() {
  const file = path.join(contentFolder, 'languages.yaml');
  const { site, translations = [] } = /** @type {{ site: Language, translations?: Language[] }} */ (readContent(readFileSync(file, 'utf8'), file));
  return { site, translations };
}

/**
 * The language an article or a landing page says it is written in (its Language field): the site's
 * when empty, with no prefix to its address; a translation's, with its prefix (`/de`); or the mistake.
 * @param {unknown} code
 * @returns {{ code: string, prefix: string } | { problem: string }}
 */
export function writtenLanguage(code) {
  const { site, translations } = siteLanguages();
  if (!code) return { code: site.code, prefix: '' };
  if (translations.some((language) => language.code === code)) return { code: String(code), prefix: `/${code}` };
  return { problem: `${code} is not a translation of lib/content/languages.yaml (${translations.map((language) => language.code).join(', ') || 'none yet'}); empty for ${site.name}` };
}

/**
 * What is wrong with the list of languages, one line each: a code listed twice, or one that is
 * the first part of an address of the site already (`/insights/`), which its pages' prefix would take.
 * @param {string[]} addresses the site's own first parts of addresses, its landing pages' too
 */
export function languageProblems(addresses) {
  const { site, translations } = siteLanguages();
  const listed = new Set([site.code]);
  return translations.flatMap(({ code }, index) => {
    const at = `lib/content/languages.yaml: translations[${index}].code: ${code}`;
    if (listed.has(code)) return [`${at} is listed already`];
    listed.add(code);
    return addresses.includes(code) ? [`${at} begins the address of a page already (/${code}/), which the language's pages would take`] : [];
  });
}

/**
 * The translation of the copy file `name` (`home.yaml`) into `code`, if there is one: its copy, each
 * field it leaves empty, and each field whose original changed since it was translated
 * (translation-originals.mjs). A mistake other than an empty field throws a ContentError, as in an original.
 * @param {string} code
 * @param {string} name
 * @returns {Translation | undefined}
 */
export function readTranslation(code, name) {
  const file = path.join(contentFolder, code, name);
  if (!existsSync(file)) return undefined;
  /** @type {string[]} */
  const missing = [];
  const copy = readContent(readFileSync(file, 'utf8'), file, { onMissing: (field) => void missing.push(field) });
  const originalFile = path.join(contentFolder, name);
  const original = readContent(readFileSync(originalFile, 'utf8'), originalFile);
  const projectFile = `lib/content/${code}/${name}`;
  return { file: projectFile, copy, missing, outOfDate: outOfDateFields(process.cwd(), projectFile, copy, original) };
}

/**
 * What the editor shows beside each translation's form, by its entry (`de.home`): the original's
 * wording of each field that holds words, each field missing, each out of date with the wording it
 * was and is now, whether it is an index that waits for an article in the language, and the
 * mistake that keeps the file from being read, if one.
 */
export function translationStates() {
  return Object.fromEntries(
    siteLanguages().translations.flatMap(({ code }) =>
      translatedCopyFiles().map(([file, { entry, schema }]) => {
        const original = readYaml(readFileSync(path.join(process.cwd(), file), 'utf8'));
        const originals = Object.fromEntries(wordsOf({ kind: 'object', fields: schema }, original));
        let state;
        try {
          const translation = readTranslation(code, path.posix.basename(file));
          state = { missing: translation?.missing ?? Object.keys(originals), outOfDate: translation?.outOfDate ?? [], needsArticle: articlesMissing(code, entry).length > 0 };
        } catch (error) {
          state = { problem: /** @type {Error} */ (error).message, missing: [], outOfDate: [] };
        }
        return [translationEntry(code, entry), { originals, ...state }];
      }),
    ),
  );
}

/** The copy files a translation has, by their names (`home.yaml`). */
export const translatableFiles = () => translatedCopyFiles().map(([file]) => path.posix.basename(file));

/**
 * The file of a translation's entry (`de.home`): `lib/content/de/home.yaml`, if the site lists its language.
 * @param {string} entry
 */
export function translationFileOfEntry(entry) {
  const translation = entryOfTranslation(entry);
  const original = translation && translatedCopyFiles().find(([, described]) => described.entry === translation.entry)?.[0];
  const file = original && `lib/content/${translation.code}/${path.posix.basename(original)}`;
  return file && isTranslationFile(file) ? file : undefined;
}

/**
 * Whether `file` (a path in the project) is the copy of a language the site lists.
 * @param {string} file
 */
export function isTranslationFile(file) {
  const translation = translationFileOf(file);
  return !!translation && translatableFiles().includes(translation.name) && siteLanguages().translations.some(({ code }) => code === translation.code);
}

/**
 * Begins the translation into `code`: each copy file it has not yet, with the original's lists,
 * links and images and none of its words, for the editor's forms to fill in.
 * @param {string} code
 */
export function beginTranslation(code) {
  for (const [file, { schema }] of translatedCopyFiles()) {
    const translation = path.join(contentFolder, code, path.posix.basename(file));
    if (existsSync(translation)) continue;
    const original = readYaml(readFileSync(path.join(process.cwd(), file), 'utf8'));
    mkdirSync(path.dirname(translation), { recursive: true });
    writeFileSync(translation, writeYaml(untranslated({ kind: 'object', fields: schema }, original)));
  }
}

/**
 * The files a page (its copy file, `home.yaml`) needs translated to show in a language.
 * @param {string} name
 */
const filesOfPage = (name) => [name, ...(DRAWS_ALSO[/** @type {keyof typeof DRAWS_ALSO} */ (name)] ?? []), ...FRAME];

/**
 * The pages a language may have: each built page, a collection's index among them. Its address in
 * the language is `/<code>` before the page's own.
 */
const translatablePages = () =>
  [...copyFiles].filter(([, { page }]) => page).map(([file, { entry, page }]) => ({ entry, name: path.posix.basename(file), href: String(page) }));

/**
 * What the index of a collection (`insightsPage`) misses in `code` besides its fields: an article
 * written in that language, live, which the index lists.
 * @param {string} code
 * @param {string} entry
 */
function articlesMissing(code, entry) {
  const collection = [...articleCollections].find(([, { index }]) => index === entry);
  if (!collection) return [];
  const [name, { folder }] = collection;
  return articleAddresses().some((article) => article.collection === name && article.language === code) ? [] : [`${folder}: an article in ${code}, live`];
}

/**
 * Each page in `code`, with what it misses (an empty list once it shows): its entry (`home`), its
 * address in the site's language (`/`), and each field missing, as `lib/content/de/home.yaml: hero.title`.
 * A file not translated at all is missing whole, and every page misses the language's Home until it
 * shows. The language's 404 page is the entry `notFound`.
 * @param {string} code
 */
export function pagesMissing(code) {
  /** @type {Map<string, string[]>} */
  const byFile = new Map(
    translatableFiles().map((name) => {
      const translation = readTranslation(code, name);
      return [name, translation ? translation.missing.map((field) => `${translation.file}: ${field}`) : [`lib/content/${code}/${name}: not translated`]];
    }),
  );
  const pages = [...translatablePages(), { entry: 'notFound', name: 'not-found.yaml', href: '/404.html' }].map(({ entry, name, href }) => ({
    entry,
    href,
    missing: [...filesOfPage(name).flatMap((file) => byFile.get(file) ?? []), ...articlesMissing(code, entry)],
  }));
  // A page waits for its language's Home, which its logo and the language switch lead to.
  const homeShows = pages.some(({ entry, missing }) => entry === 'home' && missing.length === 0);
  return homeShows ? pages : pages.map((page) => (page.entry === 'home' ? page : { ...page, missing: [...page.missing, `lib/content/${code}/home.yaml: translated first`] }));
}

/**
 * The pages that show in `code`, fully translated: `[{ entry: 'home', href: '/' }]`.
 * @param {string} code
 */
export const shownPages = (code) => pagesMissing(code).filter(({ missing }) => missing.length === 0).map(({ entry, href }) => ({ entry, href }));

/** The entries of the pages a language may have: `home`, `features`, and `notFound`, its 404 page. */
export const translatablePageEntries = () => [...translatablePages().map(({ entry }) => entry), 'notFound'];

