'use server';
// The editor's live preview draws again with each change in the form (under `next dev` only:
// nothing of app/(editor)/live-preview/ is part of the export), for this machine's own browser only.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { headers } from 'next/headers';

import { DRAWN_ENTRIES } from '@/lib/content-reader/entry-copies';
import { remoteRequestProblem } from '@/app/_editor/editor-guard';
import { blobSha } from '@/app/_editor/saves/save-merge';
import { UNSAVED_IMAGES } from '@/lib/images/image-files.mjs';
import { imageProblem } from '@/lib/images/image-problems';
import { writeWhole } from '@/lib/write-whole.mjs';

import { isPreviewed, type PreviewDrawing, type UnsavedImage } from './entries';
import { previewOf } from './preview';

/** Keeps an image the form holds unsaved, checked as an upload is, where the preview draws it from. */
async function keepUnsaved({ path, sha, bytes }: Required<UnsavedImage>) {
  const contents = Buffer.from(bytes);
  if (blobSha(contents) !== sha) return `${path} did not arrive whole`;
  const problem = await imageProblem(path, contents);
  if (problem) return `${path} ${problem}`;
  writeWhole(join(process.cwd(), UNSAVED_IMAGES, sha), contents);
  return undefined;
}

/**
 * The entry's page drawn from `source` (its copy file as the form has it, null: as saved) and
 * `images` (those the form holds unsaved; the bytes of each the preview has not kept yet), or
 * the problem to name, or the images whose bytes the preview no longer has.
 */
export async function drawPreview(entry: string, source: string | null, images: UnsavedImage[] = []): Promise<PreviewDrawing> {
  const remote = remoteRequestProblem(await headers());
  if (remote) return { problem: `The preview refused this request: ${remote}.` };
  if (!isPreviewed(entry, DRAWN_ENTRIES)) return { problem: `${entry} draws no page` };
  for (const image of images) {
    if (!/^[0-9a-f]{40}$/.test(image.sha)) return { problem: `${image.path} did not arrive whole` };
    const problem = image.bytes ? await keepUnsaved({ ...image, bytes: image.bytes }) : undefined;
    if (problem) return { problem };
  }
  const missing = images.filter(({ sha }) => !existsSync(join(process.cwd(), UNSAVED_IMAGES, sha))).map(({ sha }) => sha);
  if (missing.length > 0) return { missing };
  return previewOf(entry, source, new Map(images.map(({ path, sha }) => [path, sha])));
}
