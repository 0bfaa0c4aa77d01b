// What the editor's live preview draws: an entry's page, from the copy files as they are on disk
// now but for the entry being edited, drawn from the form's values (checked by the build's own
// content check first), with any image chosen and not yet saved. Server only: cards make their
// images as the site's pages do.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import type { ReactNode } from 'react';

import { ArticleView } from '@/components/articles/article-view';
import { PageSections } from '@/components/sections/page-sections';
import type { ComposedPage } from '@/components/composed-pages/composed-page-types';
import { readArticle, type Article } from '@/lib/content-reader/articles.mjs';
import { readComposedPage } from '@/components/composed-pages/composed-page-check.mjs';
import { readContent } from '@/lib/content-reader/copy-check.mjs';
import type { DrawnEntry } from '@/lib/content-reader/entry-copies';
import { COMPOSED_PAGES } from '@/lib/content-schema/entry-rules.mjs';
import { withSiteValues } from '@/lib/content-schema/placeholders.mjs';
import { articleCollections, singletons } from '@/lib/content-schema/schema.mjs';
import { entryOfTranslation } from '@/lib/content-schema/translation-forms.mjs';
import type { ArticleIndexCopy } from '@/lib/content-schema/types';
import { siteConfig } from '@/lib/site';
import { siteLanguage } from '@/lib/site-languages';

import { asRead, copyTexts, type CopyText } from './copy-texts';
import { addressOf, collectionOf, isArticle, isComposedPage, type ArticleEntry, type PreviewedEntry } from './entries';
import { EntryPage, pageEntryOf } from './entry-pages';
import { copiesIn, partTexts, translationCoded, translationPreview, withSiteParts } from './translation-preview';

type Singleton = keyof typeof singletons;

/** The entries whose words a preview of `entry` shows: its page's, and the header's and footer's. */
const shownEntries = (entry: DrawnEntry): DrawnEntry[] => [...new Set<DrawnEntry>([pageEntryOf(entry), 'header', 'footer'])];

/** Each string of `copy` as `change` has it. */
const eachString = (copy: unknown, change: (text: string) => string): unknown => {
  if (typeof copy === 'string') return change(copy);
  if (Array.isArray(copy)) return copy.map((item) => eachString(item, change));
  if (copy && typeof copy === 'object') return Object.fromEntries(Object.entries(copy).map(([key, value]) => [key, eachString(value, change)]));
  return copy;
};

/**
 * An entry's copy as the page shows it: from `source` when given (the form's values), else from
 * its file on disk, read now (the dev server's modules may hold a file that has since broken).
 * `unsaved` maps each image the form holds and the disk does not to its version (git blob SHA).
 */
function copyOf(entry: Singleton, source: string | null, unsaved: Map<string, string>) {
  const file = join(process.cwd(), `${singletons[entry].path}.yaml`);
  return asShown(readContent(source ?? readFileSync(file, 'utf8'), file, { unsaved: imagesOf(unsaved) }), unsaved);
}

/** The unsaved images as the content check takes them: there, whatever their bytes. */
const imagesOf = (unsaved: Map<string, string>) => new Map([...unsaved.keys()].map((path) => [path, Buffer.alloc(0)]));

/** Copy as the page shows it: its placeholders filled in, an unsaved image drawn from where the editor's preview keeps it (lib/images/card-images.ts). */
function asShown<Copy>(copy: Copy, unsaved: Map<string, string>): Copy {
  const drawnFrom = new Map([...unsaved].map(([path, sha]) => [path.replace(/^lib\/content\//, ''), `?unsaved=${sha}`]));
  return withSiteValues(eachString(copy, (text) => (drawnFrom.has(text) ? `${text}${drawnFrom.get(text)}` : text)), siteConfig) as Copy;
}

/**
 * The page `entry` draws, with `source` (its copy file as the form has it) in place of the file
 * and `unsaved` (path → version) the images chosen in the form, and every text it shows with its
 * field; or the mistake the build would name in the copy, a file on disk included.
 */
export function previewOf(entry: PreviewedEntry, source: string | null, unsaved = new Map<string, string>()): { problem: string } | { page: ReactNode; texts: CopyText[] } {
  if (isArticle(entry)) return isComposedPage(entry) ? composedPagePreview(entry, source, unsaved) : articlePreview(entry, source, unsaved);
  const translated = entryOfTranslation(entry);
  if (translated) return translationPreview(translated.code, translated.entry as DrawnEntry, source, (copy) => asShown(copy, unsaved));
  return pagePreview(entry as DrawnEntry, source, unsaved);
}

/** The page of `entry`, with the header and footer, as previewOf says. */
function pagePreview(entry: DrawnEntry, source: string | null, unsaved: Map<string, string>): { problem: string } | { page: ReactNode; texts: CopyText[] } {
  const shown = shownEntries(entry);
  let copies: Record<DrawnEntry, unknown>;
  try {
    copies = Object.fromEntries(shown.map((each) => [each, copyOf(each, each === entry ? source : null, each === entry ? unsaved : new Map())])) as Record<DrawnEntry, unknown>;
  } catch (error) {
    return { problem: (error as Error).message };
  }
  return {
    page: withSiteParts(siteLanguage.code, copies, <EntryPage entry={entry} copy={copies[pageEntryOf(entry)]} />),
    texts: shown.flatMap((each) => copyTexts(each, copies[each])),
  };
}

/** The words of a piece of Markdoc's tree, as the page shows them. */
const wordsOf = (node: unknown): string =>
  typeof node === 'string' ? node : node && typeof node === 'object' && 'children' in node ? (node.children as unknown[]).map(wordsOf).join('') : '';

/** The texts of an article the page shows, with their fields: each block of the body by its place in it. */
function articleTexts(entry: ArticleEntry, article: Article): CopyText[] {
  const text = (path: (string | number)[], words: string) => ({ entry, path, text: asRead(words), words });
  const blocks = (article.body as { children?: unknown[] }).children ?? [];
  return [
    text(['title'], article.title),
    text(['summary'], article.summary),
    ...blocks.map((block, index) => text(['body', index], wordsOf(block))).filter(({ text: words }) => words),
  ];
}

/**
 * An article's page, from `source` (its file as the form has it) or its file on disk, with the
 * header and footer as saved; a cover chosen and not saved drawn from where the preview keeps it.
 */
function articlePreview(entry: ArticleEntry, source: string | null, unsaved: Map<string, string>): { problem: string } | { page: ReactNode; texts: CopyText[] } {
  const collection = articleCollections.get(collectionOf(entry));
  if (!collection) return { problem: `${collectionOf(entry)} is not a collection of lib/content-schema/schema.mjs` };
  const file = join(process.cwd(), collection.folder, `${addressOf(entry) || 'new-article'}${collection.extension}`);
  let article: Article;
  let copies: Record<DrawnEntry, unknown>;
  try {
    if (source === null && !existsSync(file)) return { problem: 'Give the article a title, a date and its other fields to see it here.' };
    const isUnsaved = (image: string) => unsaved.has(relative(process.cwd(), image).split('\\').join('/'));
    article = readArticle(source ?? readFileSync(file, 'utf8'), file, { exists: (image) => existsSync(image) || isUnsaved(image) });
    copies = savedCopies(article.language, ['header', 'footer', collection.index as DrawnEntry]);
  } catch (error) {
    return { problem: (error as Error).message };
  }
  const coverSha = unsaved.get(`lib/content/${article.cover.src}`);
  const shown = coverSha ? { ...article, cover: { ...article.cover, src: `${article.cover.src}?unsaved=${coverSha}` } } : article;
  return {
    page: withSiteParts(article.language, copies, <ArticleView article={shown} copy={copies[collection.index as DrawnEntry] as ArticleIndexCopy} />),
    texts: [...partTexts(article.language, copies, 'header'), ...articleTexts(entry, article), ...partTexts(article.language, copies, 'footer')],
  };
}

/** The saved copy of `entries` in the language `code` a page is written in: the site's, or a translation's as its preview shows it. */
function savedCopies(code: string, entries: DrawnEntry[]): Record<DrawnEntry, unknown> {
  const language = translationCoded(code);
  const unsaved = new Map<string, string>();
  if (language) return copiesIn(language, entries, (copy) => asShown(copy, unsaved));
  return Object.fromEntries(entries.map((each) => [each, copyOf(each, null, unsaved)])) as Record<DrawnEntry, unknown>;
}

/**
 * A landing page, from `source` (its file as the form has it) or its file on disk, with the
 * header and footer as saved; an image chosen and not saved drawn from where the preview keeps it.
 */
function composedPagePreview(entry: ArticleEntry, source: string | null, unsaved: Map<string, string>): { problem: string } | { page: ReactNode; texts: CopyText[] } {
  const file = join(process.cwd(), COMPOSED_PAGES.folder, `${addressOf(entry) || 'new-page'}${COMPOSED_PAGES.extension}`);
  let composed: ComposedPage;
  let copies: Record<DrawnEntry, unknown>;
  try {
    if (source === null && !existsSync(file)) return { problem: 'Give the page a title, a date and its first section to see it here.' };
    composed = readComposedPage(source ?? readFileSync(file, 'utf8'), file, { unsaved: imagesOf(unsaved) });
    copies = savedCopies(composed.language, ['header', 'footer']);
  } catch (error) {
    return { problem: (error as Error).message };
  }
  const sections = asShown(composed.sections, unsaved);
  return {
    page: withSiteParts(composed.language, copies, <PageSections sections={sections} />),
    texts: [...partTexts(composed.language, copies, 'header'), ...copyTexts(entry, { sections }), ...partTexts(composed.language, copies, 'footer')],
  };
}
