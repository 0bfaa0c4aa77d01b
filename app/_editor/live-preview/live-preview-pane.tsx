'use client';

import { useEffect, useRef, useState } from 'react';

import { articleEntry } from '@/lib/content-schema/entry-rules.mjs';
import { editorCollections } from '@/lib/content-schema/schema.mjs';
import styles from '@/app/_editor/editor.module.css';
import { currentDraft, onDraft, type Draft } from '@/app/_editor/keystatic-internals/drafts';
import { openField } from '@/app/_editor/open-field';
import { savedVersion } from '@/app/_editor/saves/save-base';

import config from '../keystatic-config';
import { addressOf, collectionOf, isArticle, isComposedPage, isPreviewed, livePreviewAddress, type PreviewMessage, type UnsavedImage } from './entries';

/** The form of a page or part, or of a translation of one (`de.home`): its file and label. */
const formOf = (entry: string) => (config.singletons as Record<string, { path?: string; label: string }>)[entry];

/** The widths a marketer checks the page at: the site's own breakpoints apply in the frame. */
const SIZES = [
  { name: 'Phone', width: 375 },
  { name: 'Tablet', width: 768 },
  { name: 'Desktop', width: 1280 },
] as const;

const decoder = new TextDecoder();

/**
 * The versions worked out so far. Keystatic keeps an image's bytes in one array from draft to draft,
 * so a photo of a few MB is hashed once, not again at every key (about 15 ms each in Chromium).
 */
const versions = new WeakMap<Uint8Array, Promise<string>>();

/** A file's version as git names it, as the editor's tree does (../saves/save-merge.ts blobSha). */
function blobSha(bytes: Uint8Array) {
  const known = versions.get(bytes);
  if (known) return known;
  const version = new Blob([`blob ${bytes.length}\0`, bytes as Uint8Array<ArrayBuffer>])
    .arrayBuffer()
    .then((file) => crypto.subtle.digest('SHA-1', file))
    .then((digest) => [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join(''));
  versions.set(bytes, version);
  return version;
}

/** The images of a draft that differ from the files saved: photos and drawings chosen, not yet saved. */
async function unsavedImages(draft: Draft, copyFile: string): Promise<Required<UnsavedImage>[]> {
  const images = await Promise.all(
    [...draft.files].filter(([path]) => path !== copyFile).map(async ([path, bytes]) => ({ path, sha: await blobSha(bytes), bytes })),
  );
  return images.filter(({ path, sha }) => savedVersion(path) !== sha);
}

/** Runs `task` once the browser is idle, or soon where it cannot tell (Safari has no requestIdleCallback); returns the way to cancel. */
function whenIdle(task: () => void) {
  if ('requestIdleCallback' in window) {
    const idle = requestIdleCallback(task, { timeout: 3_000 });
    return () => cancelIdleCallback(idle);
  }
  const soon = setTimeout(task, 500);
  return () => clearTimeout(soon);
}

/**
 * The page the open entry draws, beside its form (app/(editor)/live-preview/): drawn again from the form's
 * values at each change, before any save; a click on its text puts the cursor in that text's field.
 * On a narrow screen it is `open` over the form from the editor's bar (editor.tsx), and a click on
 * a text closes it.
 */
export function LivePreviewPane({ entry, drawnEntries, open, setOpen }: { entry: string; drawnEntries: readonly string[]; open: boolean; setOpen: (open: boolean) => void }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<(typeof SIZES)[number]>(SIZES[2]);
  const [room, setRoom] = useState(0);
  // The form first: the frame's page loads once the editor has drawn it and is idle.
  const [formDrawn, setFormDrawn] = useState(false);
  // Shown once it listens: a click on a page still loading would open no field.
  const [listening, setListening] = useState<string>();
  const previewed = isPreviewed(entry, drawnEntries);

  useEffect(() => whenIdle(() => setFormDrawn(true)), []);

  useEffect(() => {
    const observer = new ResizeObserver(([{ contentRect }]) => setRoom(contentRect.width));
    if (viewport.current) observer.observe(viewport.current);
    return () => observer.disconnect();
  }, [previewed, open]);

  useEffect(() => {
    if (!isPreviewed(entry, drawnEntries)) return;
    // An article's or landing page's file is named after its address, which the form may be
    // changing: the draft's one file in its collection's folder (the others are its images).
    const fileOf = (draft: Draft) => {
      if (!isArticle(entry)) return `${formOf(entry).path}.yaml`;
      const { folder } = editorCollections.get(collectionOf(entry))!;
      return [...draft.files.keys()].find((path) => path.startsWith(`${folder}/`) && !path.slice(folder.length + 1).includes('/')) ?? '';
    };
    // Images are compared with the saved ones first: only the latest draft is sent.
    let latest = 0;
    const send = async (draft: Draft | null | undefined) => {
      const sending = ++latest;
      const file = draft ? fileOf(draft) : '';
      const images = draft ? await unsavedImages(draft, file) : [];
      if (sending !== latest) return;
      const source = draft?.files.get(file);
      const message: PreviewMessage = { type: 'draft', entry, source: source ? decoder.decode(source) : null, images };
      frame.current?.contentWindow?.postMessage(message, location.origin);
    };
    // The last draft heard of: newer than any read of IndexedDB begun before it, which would undo a key typed meanwhile.
    let heard: { draft: Draft | null } | undefined;
    const stopWatching = onDraft((changed, draft) => {
      if (changed !== entry) return;
      heard = { draft };
      void send(draft);
    });
    const receive = async ({ origin, source, data }: MessageEvent<PreviewMessage>) => {
      if (origin !== location.origin || source !== frame.current?.contentWindow) return;
      if (data.type === 'frame-ready') {
        setListening(entry);
        // The draft Keystatic restored as the entry opened, unless the form has changed it since.
        const restored = heard ? undefined : await currentDraft(entry);
        void send(heard ? heard.draft : restored);
      }
      if (data.type === 'open-field') {
        setOpen(false);
        // A click on the page drawn while the entry was being created (`pages:`), before the frame
        // has moved on with the form to the entry as saved: the same entry's field.
        openField(entry, isArticle(entry) && data.entry === articleEntry(collectionOf(entry)) ? entry : data.entry, data.path);
      }
    };
    addEventListener('message', receive);
    return () => {
      stopWatching();
      removeEventListener('message', receive);
    };
  }, [entry, drawnEntries, setOpen]);

  if (!previewed) return null;
  const scale = room > 0 ? Math.min(1, room / size.width) : 1;
  return (
    <aside className={styles.preview} data-open={open} aria-label="Live preview">
      <div className={styles.sizes} role="group" aria-label="Preview width">
        {SIZES.map((option) => (
          <button key={option.name} type="button" aria-pressed={option === size} onClick={() => setSize(option)}>
            {option.name} <span>{option.width}px</span>
          </button>
        ))}
      </div>
      <div ref={viewport} className={styles.viewport}>
        <iframe
          ref={frame}
          title={`Live preview of ${isArticle(entry) ? `the ${isComposedPage(entry) ? 'page' : 'article'} ${addressOf(entry)}` : formOf(entry).label}`}
          src={formDrawn ? livePreviewAddress(entry) : undefined}
          className={styles.frame}
          style={{ width: size.width, height: `${100 / scale}%`, transform: `scale(${scale})`, visibility: listening === entry ? 'visible' : 'hidden' }}
        />
      </div>
    </aside>
  );
}
