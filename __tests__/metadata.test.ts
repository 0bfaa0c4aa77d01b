/** @jest-environment node */
import { openGraphLocale } from '@/lib/metadata';

describe('the share cards’ locale of a language', () => {
  it.each([
    ['en', 'en_US'],
    ['de', 'de_DE'],
    ['ar', 'ar_EG'],
    ['pt-br', 'pt_BR'],
    ['es-mx', 'es_MX'],
  ])('is %s → %s: its language and its likeliest region', (code, locale) => {
    expect(openGraphLocale(code)).toBe(locale);
  });
});
