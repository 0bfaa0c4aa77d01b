/**
 * The language of the site's copy, a setting marketers change in the editor (languages.yaml): its
 * code, its name in its own words and its writing direction. Pages, share cards, structured data
 * and dates take it from its file.
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

export const language = fields.object({ code, name: text('Name in its own language'), direction }, { label: 'The site’s language' });
