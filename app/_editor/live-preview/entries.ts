import type { ReactNode } from 'react';

import type { DrawnEntry } from '@/lib/content-reader/entry-copies';
import { COMPOSED_PAGES, originalEntryOf, parseEntry } from '@/lib/content-schema/entry-rules.mjs';

import type { CopyText } from './copy-texts';

/**
 * An article, as the preview names it: `<collection>:<address>` (`insights:grid-queues`),
 * `insights:` while it is being created (lib/content-schema/entry-rules.mjs).
 */
export type ArticleEntry = `${string}:${string}`;

/** A translation of an entry, as the editor names it: `<code>.<entry>` (`de.home`, lib/content-schema/translation-forms.mjs). */
export type TranslationEntry = `${string}.${string}`;

/** An entry the preview draws: a page, a screen or a part of every page (lib/content-reader/entry-copies.ts), a translation of one, or an article. */
export type PreviewedEntry = DrawnEntry | ArticleEntry | TranslationEntry;

const articleOf = (entry: string | undefined) => {
  const parsed = parseEntry(entry ?? '');
  return parsed && 'collection' in parsed ? parsed : undefined;
};

export const isArticle = (entry: string | undefined): entry is ArticleEntry => articleOf(entry) !== undefined;

/** The name of the collection of the article `entry` names (`insights`). */
export const collectionOf = (entry: ArticleEntry) => articleOf(entry)!.collection;

/** Whether `entry` names a landing page (`pages:<address>`), an item of the collection of composed pages, rather than an article. */
export const isComposedPage = (entry: ArticleEntry) => collectionOf(entry) === COMPOSED_PAGES.collection;

/** The address of the article `entry` names; empty while it is being created. */
export const addressOf = (entry: ArticleEntry) => articleOf(entry)!.address;

/** Whether the preview draws `entry`: one of `drawnEntries` (entry-copies.ts's, which the server gives), a translation of one, or an article. */
export const isPreviewed = (entry: string | undefined, drawnEntries: readonly string[]): entry is PreviewedEntry =>
  drawnEntries.includes(entry ?? '') || drawnEntries.includes(originalEntryOf(entry ?? '') ?? '') || isArticle(entry);

/**
 * The address of the preview's frame of `entry` (app/(editor)/live-preview/). The entry is a query, not a
 * path: `next dev` starts a process to list a dynamic route's paths at every request to it, and the
 * frame's server function is called at every change in the form (three times its own work).
 */
export const livePreviewAddress = (entry: string) => `/live-preview?${new URLSearchParams({ entry })}`;

/** What a drawing of the preview gives: the page and its texts, the mistake to name, or the unsaved images the dev server no longer has. */
export type PreviewDrawing = { page: ReactNode; texts: CopyText[] } | { problem: string } | { missing: string[] };

/** A photo or drawing chosen in the form and not saved: its path as a save would write it, its version (git blob SHA), and its bytes. */
export type UnsavedImage = { path: string; sha: string; bytes?: Uint8Array };

/** The messages between the editor (live-preview-pane.tsx) and its frame (frame.tsx). */
export type PreviewMessage =
  /** The editor: the entry's copy file as the form has it now (null when it is as saved), and its unsaved images. */
  | { type: 'draft'; entry: PreviewedEntry; source: string | null; images: Required<UnsavedImage>[] }
  /** The frame: drawn, and listening. */
  | { type: 'frame-ready'; entry: PreviewedEntry }
  /** The frame: the marketer clicked the text of this field. */
  | { type: 'open-field'; entry: string; path: (string | number)[] };
