/**
 * The site's languages, a setting marketers change in the editor (languages.yaml): the default
 * one, whose copy is lib/content/'s own, and each translation, whose copy is in
 * lib/content/<code>/. Each has its code, its name in its own words and its writing direction.
 * Pages, share cards, structured data and dates take them from its file.
 */
import { fields } from '@keystatic/core';

import { text } from './fields.mjs';

/** A code as HTML's `lang` takes it and an address can hold it: BCP 47, lower-case (`en`, `pt-br`). */
export const LANGUAGE_CODE = {
  regex: /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/,
  message: 'A language code is lower-case letters, with a region or script after a hyphen if needed (en, de, pt-br)',
};

const settings = new WeakSet();
/**
 * Whether a field holds a setting (a code, a direction) rather than words: the stress copy keeps it.
 * @param {object} field
 */
export const isSetting = (field) => settings.has(field);

const code = fields.text({
  label: 'Code',
  description: 'How browsers and search engines name the language: en, de, ar, pt-br.',
  validation: { isRequired: true, pattern: LANGUAGE_CODE },
});
const direction = fields.select({
  label: 'Writing direction',
  options: [
    { label: 'Left to right', value: 'ltr' },
    { label: 'Right to left (Arabic, Hebrew, Persian, Urdu)', value: 'rtl' },
  ],
  defaultValue: 'ltr',
});
settings.add(code).add(direction);

/** @param {string} label */
const language = (label) => fields.object({ code, name: text('Name in its own language'), direction }, { label });

export const languages = {
  site: language('The site’s language'),
  // None at first: a list of its own rather than fields.mjs's, which needs one item.
  translations: fields.array(language('Translation'), {
    label: 'Translations',
    description: 'Up to 20. Each one’s copy is in lib/content/<code>/; a page shows at /<code>/… once it is fully translated.',
    itemLabel: (props) => `${props.fields.name.value} (${props.fields.code.value})`,
    validation: { length: { max: 20 } },
  }),
};

/**
 * A translation's copy file, `lib/content/de/home.yaml`: its language's code and the original's name (`home.yaml`).
 * @param {string} file the file's path in the project
 */
export function translationFileOf(file) {
  const [, code, name] = /^lib\/content\/([^/]+)\/([^/]+\.yaml)$/.exec(file) ?? [];
  return code && LANGUAGE_CODE.regex.test(code) ? { code, name } : undefined;
}
