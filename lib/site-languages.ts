/**
 * The site's languages as the pages are built: the copy of each (the site's language from its
 * modules, a translation read by Node.js from lib/content/<code>/), the pages that show in each,
 * and the language of the page being drawn.
 */
import { cache } from 'react';

import * as siteCopy from '@/lib/content-reader';
import type { CopyFile } from '@/lib/content-schema/types';
import { withSiteValues } from '@/lib/content-schema/placeholders.mjs';
import { loadByNode } from '@/lib/next-internals/bundler.mjs';
import { siteConfig } from '@/lib/site';

export type Language = { code: string; name: string; direction: 'ltr' | 'rtl' };

/** Every copy file a page may draw from, in one language. */
export type LanguageCopy = {
  language: Language;
  home: CopyFile<'home'>;
  features: CopyFile<'features'>;
  about: CopyFile<'about'>;
  contact: CopyFile<'contact'>;
  insightsPage: CopyFile<'insightsPage'>;
  mail: CopyFile<'mail'>;
  header: CopyFile<'header'>;
  footer: CopyFile<'footer'>;
  notFound: CopyFile<'notFound'>;
  error: CopyFile<'error'>;
  glossary: CopyFile<'glossary'>;
};

export const siteLanguage = siteCopy.languagesCopy.site as Language;

let translationsReader: typeof import('@/lib/content-reader/translations.mjs') | undefined;
/**
 * The translations' reader, loaded by Node.js as lib/node-loaded.ts loads the others, but when first
 * asked for: the components' tests, whose browser-like environment cannot load the schema, draw
 * in the site's language and never ask.
 */
const translationsModule = () => (translationsReader ??= loadByNode('./lib/content-reader/translations.mjs') as typeof import('@/lib/content-reader/translations.mjs'));

const englishCopy: LanguageCopy = {
  language: siteLanguage,
  home: siteCopy.homeCopy,
  features: siteCopy.featuresCopy,
  about: siteCopy.aboutCopy,
  contact: siteCopy.contactCopy,
  insightsPage: siteCopy.insightsPageCopy,
  mail: siteCopy.mailCopy,
  header: siteCopy.headerCopy,
  footer: siteCopy.footerCopy,
  notFound: siteCopy.notFoundCopy,
  error: siteCopy.errorCopy,
  glossary: siteCopy.glossary,
};

const readsAgain = process.env.NODE_ENV === 'development';
const built = new Map<string, unknown>();
/** Read once by each process of the build, and at every request of the dev server, which shows a save at once. */
const once = <T,>(key: string, read: () => T): T => {
  if (readsAgain) return read();
  if (!built.has(key)) built.set(key, read());
  return built.get(key) as T;
};

/** The site's translations, as languages.yaml lists them. */
export const translations = (): Language[] => once('languages', () => translationsModule().siteLanguages().translations as Language[]);

/** The pages that show in `code`, fully translated, by their address in the site's language: `[{ entry: 'home', href: '/' }]`. */
export const shownPages = (code: string) => once(`shown ${code}`, () => translationsModule().shownPages(code));

/** The translations the page of `entry` (`features`) shows in, each with the page's address in the site's language. */
export const shownIn = (entry: string) =>
  translations().flatMap((language) => shownPages(language.code).flatMap((page) => (page.entry === entry ? [{ language, href: page.href }] : [])));

/** `entry`'s page in the translation `code` (an address's first folder), where it shows there. */
export const shownAt = (entry: string, code: string) => shownIn(entry).find(({ language }) => language.code === code);

/** Every copy file in `language`; a translation's, with its placeholders filled in. A glossary not translated explains no term. */
export function copyIn(language: Language): LanguageCopy {
  if (language.code === siteLanguage.code) return englishCopy;
  return once(`copy ${language.code}`, () => {
    const read = (name: string) => translationsModule().readTranslation(language.code, name)?.copy;
    const copy = Object.fromEntries(
      Object.entries({ home: 'home', features: 'features', about: 'about', contact: 'contact', insightsPage: 'insights-page', mail: 'mail', header: 'header', footer: 'footer', notFound: 'not-found', error: 'error', glossary: 'glossary' }).map(
        ([entry, name]) => [entry, withSiteValues(read(`${name}.yaml`), siteConfig)],
      ),
    );
    return { ...withLinksIn(language, copy), glossary: copy.glossary ?? { terms: [] }, language } as LanguageCopy;
  });
}

/**
 * The copy with each link to a page of the site (`/features/`, `/features/#pricing`) leading to
 * the page in `language` where it shows there: a translation keeps its original's links.
 */
function withLinksIn<T>(language: Language, copy: T): T {
  const shown = new Set(shownPages(language.code).map(({ href }) => href));
  const localized = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const [, path, rest = ''] = /^(\/[^#?]*)([#?].*)?$/.exec(value) ?? [];
      return path !== undefined && shown.has(path) ? `${addressIn(language, path)}${rest}` : value;
    }
    if (Array.isArray(value)) return value.map(localized);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, localized(entry)]));
    return value;
  };
  return localized(copy) as T;
}

/** The address of the page at `href` (in the site's language) in `language`: `/de/features/`. */
export const addressIn = (language: Language, href: string) => (language.code === siteLanguage.code ? href : `/${language.code}${href}`);

/**
 * The languages the page at `href` shows in, the site's first, each with the page's address there.
 * A page no translation has shows in the site's language alone.
 */
export const languagesOfPage = (href: string) => [
  { language: siteLanguage, href },
  ...translations().flatMap((language) => (shownPages(language.code).some((page) => page.href === href) ? [{ language, href: addressIn(language, href) }] : [])),
];

/**
 * The page at `href` in each language it shows in, by code, and in the site's language also as
 * `x-default`, as search engines read a page's translations: none for a page in one language.
 */
export function hreflangsOf(href: string): Record<string, string> | undefined {
  const languages = languagesOfPage(href);
  if (languages.length < 2) return undefined;
  return Object.fromEntries([...languages.map(({ language, href: there }) => [language.code, there]), ['x-default', href]]);
}

/** The language switch of the page at `href`: each language whose Home shows, leading to the page there, else to its Home. */
export const switchOf = (href: string | undefined) => {
  const languages = [siteLanguage, ...translations().filter((language) => shownPages(language.code).some((page) => page.href === '/'))];
  if (languages.length < 2) return [];
  const shown = href === undefined ? [] : languagesOfPage(href);
  return languages.map((language) => ({ language, href: shown.find((each) => each.language.code === language.code)?.href ?? addressIn(language, '/') }));
};

/**
 * The language of the page being drawn: its layout and its route set it from its address, as
 * next-intl's setRequestLocale does, since a server component has no context to read. React keeps
 * one per render of a page.
 */
const drawing = cache(() => ({ language: siteLanguage }));
export const setPageLanguage = (language: Language) => void (drawing().language = language);
export const pageLanguage = () => drawing().language;
