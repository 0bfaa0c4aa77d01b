/**
 * What each field of a translation was translated from: the original's wording as it was when the
 * translation was last saved, in a file beside it (lib/content/de/home.originals.yaml, a line per
 * field). When the original's wording changes after that, the field is out of date, with the
 * wording it was and is. The record is in git with the copy, so the mark survives Publish, a merge
 * of a colleague's change and a restart; saving the translation again records the original anew.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { readYaml, writeYaml } from './yaml.mjs';

/**
 * The file that records a translation's originals: `lib/content/de/home.originals.yaml` for `lib/content/de/home.yaml`.
 * @param {string} translationFile
 */
export const originalsFileOf = (translationFile) => translationFile.replace(/\.yaml$/, '.originals.yaml');

/**
 * Each text of `copy` by its field (`hero.title`, `cards[0].text`): the wording a translator translates.
 * @param {unknown} copy
 * @param {string} [at]
 * @returns {[string, string][]}
 */
function textsOf(copy, at = '') {
  if (typeof copy === 'string') return copy === '' ? [] : [[at, copy]];
  if (Array.isArray(copy)) return copy.flatMap((item, index) => textsOf(item, `${at}[${index}]`));
  if (copy && typeof copy === 'object') return Object.entries(copy).flatMap(([key, value]) => textsOf(value, at ? `${at}.${key}` : key));
  return [];
}

/**
 * The record a save of `translation` writes: the original's wording of each field the translation fills in.
 * @param {unknown} translation
 * @param {unknown} original
 */
export function originalsRecord(translation, original) {
  const originalTexts = new Map(textsOf(original));
  const record = Object.fromEntries(textsOf(translation).flatMap(([field]) => (originalTexts.has(field) ? [[field, originalTexts.get(field)]] : [])));
  return writeYaml(record);
}

/**
 * Each field of the translation in `translationFile` whose original's wording changed since it was
 * translated: the field, and the original's wording then and now. A field with no record (translated
 * by hand, before the editor kept one) is not marked.
 * @param {string} projectRoot
 * @param {string} translationFile its path in the project
 * @param {unknown} translation
 * @param {unknown} original
 * @returns {{ field: string, was: string, now: string }[]}
 */
export function outOfDateFields(projectRoot, translationFile, translation, original) {
  const recordFile = path.join(projectRoot, originalsFileOf(translationFile));
  if (!existsSync(recordFile)) return [];
  const record = /** @type {Record<string, string>} */ (readYaml(readFileSync(recordFile, 'utf8')) ?? {});
  const now = new Map(textsOf(original));
  return textsOf(translation).flatMap(([field]) => {
    const was = record[field];
    const current = now.get(field);
    return was !== undefined && current !== undefined && was !== current ? [{ field, was, now: current }] : [];
  });
}
