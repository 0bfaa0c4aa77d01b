/**
 * The editor's forms of the translations: for each language and each copy file but the list of
 * languages, a singleton at lib/content/<code>/<name>, with its original's fields, each optional:
 * a translation is made a field at a time, and the build says what it misses
 * (content-reader/translations.mjs). Its entry is `<code>.<entry>` (`de.home`).
 */
import { singleton } from '@keystatic/core';

import { originalEntryOf } from './entry-rules.mjs';
import { isAnchor, isSiteLink } from './fields.mjs';
import { isSetting } from './languages.mjs';
import { copyFiles } from './singletons.mjs';

/**
 * Whether a field holds words a marketer rewrites or translates. Links, anchors and images stay,
 * as the schema marks them: the build checks that each still leads somewhere. So do settings (a
 * language's code and direction), which are not words.
 * @param {import('@keystatic/core').ComponentSchema} field
 */
export const holdsWords = (field) => !(isSiteLink(field) || isAnchor(field) || isSetting(field) || ('formKind' in field && field.formKind === 'asset'));

/**
 * The entry of the translation of `entry` into `code`, as the editor names it: `de.home`.
 * @param {string} code
 * @param {string} entry
 */
export const translationEntry = (code, entry) => `${code}.${entry}`;

/**
 * The language and the original's entry of a translation's entry (`de.home`), if it is one.
 * @param {string} name
 */
export function entryOfTranslation(name) {
  const entry = originalEntryOf(name);
  return entry && translatedCopyFiles().some(([, described]) => described.entry === entry) ? { code: name.slice(0, -entry.length - 1), entry } : undefined;
}

/**
 * `field`, and each field inside it, taking an empty value as well as a filled one.
 * @param {import('@keystatic/core').ComponentSchema} field
 * @returns {import('@keystatic/core').ComponentSchema}
 */
function optional(field) {
  switch (field.kind) {
    case 'form':
      // A form field validates its value alone (but a slug field, which no copy file has).
      return { ...field, validate: (/** @type {unknown} */ value) => (value === '' || value === null ? value : /** @type {any} */ (field).validate(value)) };
    case 'object':
      return { ...field, fields: optionalFields(field.fields) };
    case 'array':
      return { ...field, element: optional(field.element) };
    default:
      return field;
  }
}

/** @param {Record<string, import('@keystatic/core').ComponentSchema>} schema */
const optionalFields = (schema) => Object.fromEntries(Object.entries(schema).map(([key, field]) => [key, optional(field)]));

/** The copy files a translation has: every one but the list of languages, which is the site's own. */
export const translatedCopyFiles = () => [...copyFiles].filter(([, { entry }]) => entry !== 'languages');

/**
 * The editor's singletons of the translations into `codes`, by their entries (`de.home`).
 * @param {string[]} codes
 */
export const translationSingletons = (codes) =>
  Object.fromEntries(
    codes.flatMap((code) =>
      translatedCopyFiles().map(([file, { entry, label, schema }]) => [
        translationEntry(code, entry),
        singleton({ label, path: file.replace(/^lib\/content\/(.+)\.yaml$/, `lib/content/${code}/$1`), format: { data: 'yaml' }, schema: optionalFields(schema) }),
      ]),
    ),
  );

/**
 * Whether a field is a text a translator translates: one that holds words, and not a choice of options.
 * @param {import('@keystatic/core').ComponentSchema} field
 */
export const holdsText = (field) => holdsWords(field) && !('options' in field);

/**
 * Each text of `copy` that holds words, by its field (`hero.title`, `cards[0].text`): what a translator translates.
 * @param {import('@keystatic/core').ComponentSchema} field
 * @param {unknown} copy
 * @param {string} [at]
 * @returns {[string, string][]}
 */
export function wordsOf(field, copy, at = '') {
  if (field.kind === 'object' && copy && typeof copy === 'object') {
    const fields = /** @type {Record<string, import('@keystatic/core').ComponentSchema>} */ (field.fields);
    return Object.entries(copy).flatMap(([key, value]) => (key in fields ? wordsOf(fields[key], value, at ? `${at}.${key}` : key) : []));
  }
  if (field.kind === 'array' && Array.isArray(copy)) return copy.flatMap((item, index) => wordsOf(field.element, item, `${at}[${index}]`));
  return typeof copy === 'string' && copy !== '' && holdsText(field) ? [[at, copy]] : [];
}

/**
 * A translation to begin from: the original's copy with its words left out and the rest kept (its
 * lists' items, links, anchors, images), so a translator fills in words only.
 * @param {import('@keystatic/core').ComponentSchema} field
 * @param {unknown} copy
 * @returns {unknown}
 */
export function untranslated(field, copy) {
  if (field.kind === 'object' && copy && typeof copy === 'object') {
    const fields = /** @type {Record<string, import('@keystatic/core').ComponentSchema>} */ (field.fields);
    return Object.fromEntries(Object.entries(copy).map(([key, value]) => [key, key in fields ? untranslated(fields[key], value) : value]));
  }
  if (field.kind === 'array' && Array.isArray(copy)) return copy.map((item) => untranslated(field.element, item));
  return typeof copy === 'string' && holdsText(field) ? '' : copy;
}
