/**
 * What each field of a translation was translated from: the original's wording as it was when the
 * translation was last saved, in a file beside it (lib/content/de/home.originals.yaml, a line per
 * field). When the original's wording changes after that, the field is out of date, with the
 * wording it was and is. The record is in git with the copy, so the mark survives Publish, a merge
 * of a colleague's change and a restart; a new translation of the field saved, or the translator's
 * word that it still fits, records the original anew.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { earlierVersions } from './translation-history.mjs';
import { readYaml, writeYaml } from './yaml.mjs';
import { copyFileOf } from '../content-schema/schema.mjs';
import { wordsOf } from '../content-schema/translation-forms.mjs';

/**
 * The file that records a translation's originals: `lib/content/de/home.originals.yaml` for `lib/content/de/home.yaml`.
 * @param {string} translationFile
 */
export const originalsFileOf = (translationFile) => translationFile.replace(/\.yaml$/, '.originals.yaml');

/**
 * Each text of the translation `translationFile`'s `copy` that holds words, by its field (`hero.title`).
 * @param {string} translationFile
 * @param {unknown} copy
 */
const textsOf = (translationFile, copy) => wordsOf({ kind: 'object', fields: /** @type {any} */ (copyFileOf(translationFile)).schema }, copy);

/** The original of a translation: `lib/content/home.yaml` for `lib/content/de/home.yaml`. @param {string} translationFile */
const originalOf = (translationFile) => translationFile.replace(/[^/]+\/([^/]+)$/, '$1');

/**
 * Records, as a save of the translation `translationFile` (a path in the project) with the text
 * `source` writes it, what each of its fields was translated from: the record as it was for a field
 * the save leaves as it was, so that a save of one field clears no other field's mark; for a field
 * saved with a wording an earlier version had (restored from History), that version's record; else
 * the original's wording now.
 * @param {string} projectRoot
 * @param {string} translationFile
 * @param {string} source
 */
export function recordOriginals(projectRoot, translationFile, source) {
  /** @param {string} file */
  const read = (file) => (existsSync(path.join(projectRoot, file)) ? readYaml(readFileSync(path.join(projectRoot, file), 'utf8')) : undefined);
  const originals = new Map(textsOf(translationFile, read(originalOf(translationFile))));
  const before = new Map(textsOf(translationFile, read(translationFile)));
  const record = /** @type {Record<string, string>} */ (read(originalsFileOf(translationFile)) ?? {});
  /** @type {{ words: Map<string, string>, record: Record<string, string> }[] | undefined} */
  let versions;
  const earlier = () =>
    (versions ??= earlierVersions(projectRoot, translationFile, originalsFileOf(translationFile)).map(({ copy, record: then }) => ({ words: new Map(textsOf(translationFile, copy)), record: then })));
  const kept = textsOf(translationFile, readYaml(source)).flatMap(([field, text]) => {
    const original = originals.get(field);
    if (original === undefined) return [];
    if (before.get(field) === text && field in record) return [[field, record[field]]];
    const then = earlier().find(({ words, record: recorded }) => words.get(field) === text && field in recorded);
    return [[field, then ? then.record[field] : original]];
  });
  writeFileSync(path.join(projectRoot, originalsFileOf(translationFile)), writeYaml(Object.fromEntries(kept)));
}

/**
 * Records that the translation of `field` still fits its original as it is now, when a translator
 * finds a change to the original needs none to the translation: its out-of-date mark goes.
 * @param {string} projectRoot
 * @param {string} translationFile its path in the project
 * @param {string} field
 */
export function keepTranslation(projectRoot, translationFile, field) {
  const recordFile = path.join(projectRoot, originalsFileOf(translationFile));
  const record = /** @type {Record<string, string>} */ ((existsSync(recordFile) && readYaml(readFileSync(recordFile, 'utf8'))) || {});
  const original = new Map(textsOf(translationFile, readYaml(readFileSync(path.join(projectRoot, originalOf(translationFile)), 'utf8')))).get(field);
  if (original === undefined || !(field in record)) return false;
  writeFileSync(recordFile, writeYaml({ ...record, [field]: original }));
  return true;
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
  const now = new Map(textsOf(translationFile, original));
  return textsOf(translationFile, translation).flatMap(([field]) => {
    const was = record[field];
    const current = now.get(field);
    return was !== undefined && current !== undefined && was !== current ? [{ field, was, now: current }] : [];
  });
}
