// The editor's live preview of one entry, in a frame beside the form (app/(editor)/keystatic/), in
// `next dev` only (`.dev.tsx`: see next.config.mjs): the page as it will be exported, drawn again
// as the form changes, with no file written. Its address names the entry as a query
// (livePreviewAddress).
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';

import { DRAWN_ENTRIES } from '@/lib/content-reader/entry-copies';
import { remoteRequestProblem } from '@/app/_editor/editor-guard';
import { isPreviewed } from '@/app/_editor/live-preview/entries';
import { LivePreviewFrame } from '@/app/_editor/live-preview/frame';
import { previewOf } from '@/app/_editor/live-preview/preview';

export const metadata: Metadata = { title: 'Live preview', robots: { index: false } };

export default async function LivePreview({ searchParams }: { searchParams: Promise<{ entry?: string | string[] }> }) {
  const { entry } = await searchParams;
  // Part of the editor: this machine's own browser only.
  if (typeof entry !== 'string' || !isPreviewed(entry, DRAWN_ENTRIES) || remoteRequestProblem(await headers())) notFound();
  const saved = previewOf(entry, null);
  // A copy file broken on disk is named in the frame, which still listens for the form's values.
  if ('problem' in saved) return <LivePreviewFrame entry={entry} page={null} texts={[]} problem={saved.problem} />;
  return <LivePreviewFrame entry={entry} page={saved.page} texts={saved.texts} />;
}
