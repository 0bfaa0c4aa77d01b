import type { ReactNode } from 'react';

import type { CopyText } from '@/lib/content/copy-texts';

/** The editor's entries that draw a page, each previewed on the page it draws (header and footer on Home). */
export const PREVIEWED_ENTRIES = ['home', 'features', 'about', 'contact', 'header', 'footer', 'notFound', 'error'] as const;

/** An article of Insights, as the preview names it: `insights:<address>`, `insights:` while it is being created. */
export type ArticleEntry = `insights:${string}`;

/** A page, or a part of every page, the preview draws from its copy file. */
export type PageEntry = (typeof PREVIEWED_ENTRIES)[number];

export type PreviewedEntry = PageEntry | ArticleEntry;

export const isArticle = (entry: string | undefined): entry is ArticleEntry => /^insights:([a-z0-9-]*)$/.test(entry ?? '');

/** The address of the article `entry` names; empty while it is being created. */
export const addressOf = (entry: ArticleEntry) => entry.slice('insights:'.length);

export const isPreviewed = (entry: string | undefined): entry is PreviewedEntry => PREVIEWED_ENTRIES.includes(entry as PageEntry) || isArticle(entry);

/** What a drawing of the preview gives: the page and its texts, the mistake to name, or the unsaved images the dev server no longer has. */
export type PreviewDrawing = { page: ReactNode; texts: CopyText[] } | { problem: string } | { missing: string[] };

/** A photo or drawing chosen in the form and not saved: its path as a save would write it, its version (git blob SHA), and its bytes. */
export type UnsavedImage = { path: string; sha: string; bytes?: Uint8Array };

/** The messages between the editor (app/keystatic/live-preview-pane.tsx) and its frame (frame.tsx). */
export type PreviewMessage =
  /** The editor: the entry's copy file as the form has it now (null when it is as saved), and its unsaved images. */
  | { type: 'draft'; entry: PreviewedEntry; source: string | null; images: Required<UnsavedImage>[] }
  /** The frame: drawn, and listening. */
  | { type: 'frame-ready'; entry: PreviewedEntry }
  /** The frame: the marketer clicked the text of this field. */
  | { type: 'open-field'; entry: string; path: (string | number)[] };
