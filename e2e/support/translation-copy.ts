// The site's stress languages, as marketers add them in the editor: German, whose every text runs
// 40% longer than English and accented (stress-copy.ts), and Arabic, right to left, with the
// English copy's abbreviations, numbers and addresses kept among its words. Written beside the site's copy
// (lib/content/<code>/), every file translated, so every page shows in both.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { ComponentSchema } from '@keystatic/core';

import { COMPOSED_PAGES } from '@/lib/content-schema/entry-rules.mjs';
import { copyFiles } from '@/lib/content-schema/schema.mjs';
import { holdsWords } from '@/lib/content-schema/translation-forms.mjs';
import { articleParts, articleSource } from '@/lib/content-reader/article-file.mjs';
import { articlePaths } from '@/lib/content-reader/article-list.mjs';
import { readYaml, writeYaml } from '@/lib/content-reader/yaml.mjs';

import { stressed } from './stress-copy';

export const STRESS_LANGUAGES = [
  { code: 'de', name: 'Deutsch', direction: 'ltr' },
  { code: 'ar', name: 'العربية', direction: 'rtl' },
] as const;

const ARABIC_WORDS = ['الشبكة', 'الكهرباء', 'التخطيط', 'المرافق', 'الطاقة', 'المستقبل', 'النقل', 'الربط', 'القدرة', 'البيانات', 'الحمل', 'الاستثمار'];
/** A word an Arabic text keeps as written: an abbreviation (STATCOM, GW), a number, an address or a placeholder. */
const KEPT_IN_ARABIC = /^(\{\w+\}|[A-Z][A-Z0-9-]+\W*|.*\d.*|https?:.*|.*@.*)$/;

/** The text in Arabic words of about its length, its names, numbers and addresses kept in Latin letters among them. */
const arabic = (text: string) =>
  text
    .split(' ')
    .map((word, index) => (KEPT_IN_ARABIC.test(word) ? word : ARABIC_WORDS[(index + word.length) % ARABIC_WORDS.length]))
    .join(' ');

const TRANSLATE = { de: (text: string, key: string) => stressed(text, key), ar: (text: string) => arabic(text) };

function translated(schema: ComponentSchema, value: unknown, key: string, translate: (text: string, key: string) => string): unknown {
  if (schema.kind === 'object') return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([field, entry]) => [field, translated(schema.fields[field], entry, field, translate)]));
  if (schema.kind === 'array') return (value as unknown[]).map((item) => translated(schema.element, item, key, translate));
  return typeof value === 'string' && holdsWords(schema) ? translate(value, key) : value;
}

/** The date of the article `file` in the project in `dir`. */
const articleDate = (dir: string, file: string) => String(articleParts(readFileSync(join(dir, file), 'utf8')).fields.date);

/** The article written in German (Arabic has none): the newest article's, its words in German, at /de/insights/<address>/. */
export const GERMAN_ARTICLE = { file: 'lib/content/insights/netzplanung-im-wandel.mdoc', href: '/de/insights/netzplanung-im-wandel/' };

/** The landing page written in German: German About's introduction alone. */
export const GERMAN_LANDING_PAGE = { file: `${COMPOSED_PAGES.folder}/messe-2027${COMPOSED_PAGES.extension}`, href: '/de/messe-2027/' };

/**
 * Lists the stress languages in languages.yaml of the project in `dir`, and writes each one's
 * translation of every copy file, from the copy there, GERMAN_ARTICLE and GERMAN_LANDING_PAGE: the
 * copy of each, and the article's and page's fields, by its path.
 */
export function writeTranslations(dir: string) {
  const languagesFile = join(dir, 'lib/content/languages.yaml');
  writeFileSync(languagesFile, writeYaml({ ...(readYaml(readFileSync(languagesFile, 'utf8')) as object), translations: STRESS_LANGUAGES }));
  const written = new Map<string, unknown>();
  for (const { code } of STRESS_LANGUAGES) {
    mkdirSync(join(dir, 'lib/content', code), { recursive: true });
    for (const [file, { entry, schema }] of copyFiles) {
      if (entry === 'languages') continue;
      const copy = translated({ kind: 'object', fields: schema }, readYaml(readFileSync(join(dir, file), 'utf8')), '', TRANSLATE[code]);
      const path = file.replace('lib/content/', `lib/content/${code}/`);
      writeFileSync(join(dir, path), writeYaml(copy));
      written.set(path, copy);
    }
  }
  const [newest] = articlePaths('insights').toSorted((a, b) => articleDate(dir, b).localeCompare(articleDate(dir, a)));
  const { fields, body } = articleParts(readFileSync(join(dir, newest), 'utf8'));
  const german = { ...fields, title: stressed(String(fields.title), 'title'), summary: stressed(String(fields.summary), 'summary'), language: 'de', formerAddresses: [] };
  writeFileSync(join(dir, GERMAN_ARTICLE.file), articleSource(german, body));
  written.set(GERMAN_ARTICLE.file, german);
  const about = written.get('lib/content/de/about.yaml') as { meta: object; intro: object };
  const landing = { title: 'Messe 2027', date: '2020-01-01', draft: false, language: 'de', meta: about.meta, keepOutOfSearch: false, sections: [{ discriminant: 'intro', value: about.intro }], formerAddresses: [] };
  mkdirSync(join(dir, COMPOSED_PAGES.folder), { recursive: true });
  writeFileSync(join(dir, GERMAN_LANDING_PAGE.file), writeYaml(landing));
  written.set(GERMAN_LANDING_PAGE.file, landing);
  return written;
}
