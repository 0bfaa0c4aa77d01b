// The live preview of a translation (`de.home`): its page in its language and direction, the
// translation's copy from the form, the header's and footer's from their translations on disk,
// each field not yet translated in the original's words, so the page keeps its shape.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { ReactNode } from 'react';

import { SiteFooter } from '@/components/header-footer/site-footer';
import { SiteHeader } from '@/components/header-footer/site-header';
import { readContent } from '@/lib/content-reader/copy-check.mjs';
import type { DrawnEntry } from '@/lib/content-reader/entry-copies';
import { singletons } from '@/lib/content-schema/schema.mjs';
import { translationEntry } from '@/lib/content-schema/translation-forms.mjs';
import type { CopyFile } from '@/lib/content-schema/types';
import { setPageLanguage, translations, type Language } from '@/lib/site-languages';

import { copyTexts, type CopyText } from './copy-texts';
import { EntryPage, pageEntryOf } from './entry-pages';

/** `translation`, with the original's wording wherever it leaves a field empty. */
const filledIn = (translation: unknown, original: unknown): unknown => {
  if (translation === '' || translation === undefined || translation === null) return original;
  if (Array.isArray(translation)) return translation.map((item, index) => filledIn(item, (original as unknown[] | undefined)?.[index]));
  if (typeof translation === 'object') {
    // A save leaves an empty field out of its file.
    const [own, fields] = [translation as Record<string, unknown>, (original ?? {}) as Record<string, unknown>];
    return Object.fromEntries([...new Set([...Object.keys(fields), ...Object.keys(own)])].map((key) => [key, filledIn(own[key], fields[key])]));
  }
  return translation;
};

/** The translation whose code is `code`; undefined for the site's language or one not listed. */
export const translationCoded = (code: string) => translations().find((listed) => listed.code === code);

/** The texts of a page's header or footer, with their fields: a translation's in its own form. */
export const partTexts = (code: string, copies: Record<DrawnEntry, unknown>, part: 'header' | 'footer') => copyTexts(translationCoded(code) ? translationEntry(code, part) : part, copies[part]);

/**
 * The copy of `entries` in `language`, as the page shows it: each from its translation's file (the
 * `edited` one from `source`, the form's, where given), each field not yet translated in the
 * original's words; `asShown` makes copy into what the page shows (preview.tsx). Throws the copy's mistake.
 */
export function copiesIn(language: Language, entries: DrawnEntry[], asShown: <Copy>(copy: Copy) => Copy, edited?: { entry: DrawnEntry; source: string | null }) {
  return Object.fromEntries(
    entries.map((each) => {
      const name = `${String(singletons[each].path).replace(/^lib\/content\//, '')}.yaml`;
      const originalFile = join(process.cwd(), 'lib/content', name);
      const file = join(process.cwd(), 'lib/content', language.code, name);
      const original = readContent(readFileSync(originalFile, 'utf8'), originalFile);
      const text = each === edited?.entry && edited.source !== null ? edited.source : existsSync(file) ? readFileSync(file, 'utf8') : null;
      const translation = text === null ? {} : readContent(text, file, { onMissing: () => {} });
      return [each, asShown(filledIn(translation, original))];
    }),
  ) as Record<DrawnEntry, unknown>;
}

/** `page` as drawn in `language`: its words' language and direction, and its dates' and numbers' (setPageLanguage). */
function InLanguage({ language, children }: { language: Language; children: ReactNode }) {
  setPageLanguage(language);
  return (
    <div lang={language.code} dir={language.direction}>
      {children}
    </div>
  );
}

/** `page` between the header and footer of `copies`, in the language `code` it is written in. */
export function withSiteParts(code: string, copies: Record<DrawnEntry, unknown>, page: ReactNode) {
  const drawn = (
    <>
      <SiteHeader copy={copies.header as CopyFile<'header'>} />
      {page}
      <SiteFooter copy={copies.footer as CopyFile<'footer'>} />
    </>
  );
  const language = translationCoded(code);
  return language ? <InLanguage language={language}>{drawn}</InLanguage> : drawn;
}

/**
 * The page of `entry` (`home`) in the language `code`, with `source` (the translation's file as the
 * form has it) in place of its file; `asShown` makes copy into what the page shows (preview.tsx).
 */
export function translationPreview(code: string, entry: DrawnEntry, source: string | null, asShown: <Copy>(copy: Copy) => Copy): { problem: string } | { page: ReactNode; texts: CopyText[] } {
  const language = translationCoded(code);
  if (!language) return { problem: `${code} is not a language of lib/content/languages.yaml` };
  const shown = [...new Set<DrawnEntry>([pageEntryOf(entry), 'header', 'footer'])];
  let copies: Record<DrawnEntry, unknown>;
  try {
    copies = copiesIn(language, shown, asShown, { entry, source });
  } catch (error) {
    return { problem: (error as Error).message };
  }
  return {
    page: withSiteParts(code, copies, <EntryPage entry={entry} copy={copies[pageEntryOf(entry)]} />),
    texts: shown.flatMap((each) => copyTexts(translationEntry(code, each), copies[each])),
  };
}
