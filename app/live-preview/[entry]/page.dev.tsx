// The editor's live preview of one entry, in a frame beside the form (app/keystatic/), in
// `next dev` only (`.dev.tsx`: see next.config.mjs): the page as it will be exported, drawn again
// as the form changes, with no file written.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { isPreviewed } from '../entries';
import { previewOf } from '../preview';
import { LivePreviewFrame } from './frame';

export const metadata: Metadata = { title: 'Live preview', robots: { index: false } };

export default async function LivePreview({ params }: { params: Promise<{ entry: string }> }) {
  const { entry } = await params;
  if (!isPreviewed(entry)) notFound();
  const saved = previewOf(entry, null);
  if (!('page' in saved)) throw new Error(saved.problem);
  return <LivePreviewFrame entry={entry} page={saved.page} texts={saved.texts} />;
}
