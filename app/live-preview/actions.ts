'use server';
// The editor's live preview draws again with each change in the form (under `next dev` only:
// nothing of app/live-preview/ is part of the export).
import { isPreviewed } from './entries';
import { previewOf } from './preview';

export async function drawPreview(entry: string, source: string | null) {
  if (!isPreviewed(entry)) return { problem: `${entry} draws no page` };
  return previewOf(entry, source);
}
