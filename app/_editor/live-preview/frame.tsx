'use client';

import { startTransition, useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';

import { drawPreview } from './actions';
import { textClicked, type CopyText } from './copy-texts';
import type { PreviewDrawing, PreviewedEntry, PreviewMessage, UnsavedImage } from './entries';
import styles from './frame.module.css';
import { paintRewording, textsOf } from './rewording';

type Drawn = { page: ReactNode; texts: CopyText[]; problem?: string };
type FrameProps = Drawn & { entry: PreviewedEntry };
type Draft = Extract<PreviewMessage, { type: 'draft' }>;

const tellEditor = (message: PreviewMessage) => parent.postMessage(message, location.origin);

/** A draft's values, to tell whether the page already shows them. */
const valuesOf = ({ source, images }: Pick<Draft, 'source' | 'images'>) => JSON.stringify([source, images.map(({ path, sha }) => [path, sha])]);

/**
 * The page, drawn again (by the dev server, preview.tsx) each time the editor
 * sends the form's values; one drawing at a time, always of the latest values. A drawing that
 * fails (a mistake in the copy, a file broken on disk, the dev server recompiling) is named over
 * the last good one, and the next change draws again. A key that only rewords a text is painted at
 * once (rewording.ts), the drawing following. A click puts the editor's cursor in the field of the
 * text clicked, instead of following a link or pressing a button.
 */
export function LivePreviewFrame({ entry, page, texts, problem }: FrameProps) {
  const [drawn, setDrawn] = useState<Drawn>({ page, texts, problem });
  const frame = useRef<HTMLDivElement>(null);
  // The entry's texts as the page shows them now, drawn or painted.
  const showing = useRef(texts.filter((text) => text.entry === entry));
  // The texts of the latest change, where a key painted it ahead of its drawing.
  const paintedAhead = useRef<CopyText[]>(undefined);

  // A drawing React has just written into the page shows the change it was drawn for: a key typed
  // while it was on its way is painted again over it, before the browser shows the page.
  useLayoutEffect(() => {
    showing.current = drawn.texts.filter((text) => text.entry === entry);
    if (paintedAhead.current && frame.current && paintRewording(frame.current, showing.current, paintedAhead.current)) showing.current = paintedAhead.current;
  }, [drawn.texts, entry]);

  useEffect(() => {
    let latest: Draft | undefined;
    let drawing = false;
    // What the page shows now: as loaded, the copy as saved. The same values are not drawn again
    // (the editor sends them as it opens), so the first key is drawn at once.
    let shown: string | undefined = valuesOf({ source: null, images: [] });
    // The unsaved images whose bytes the dev server has kept: each is sent once.
    const kept = new Set<string>();
    const drawOnce = async ({ source, images }: Draft): Promise<Exclude<PreviewDrawing, { missing: string[] }>> => {
      const sent: UnsavedImage[] = images.map(({ path, sha, bytes }) => (kept.has(sha) ? { path, sha } : { path, sha, bytes }));
      const result = await drawPreview(entry, source, sent);
      if ('missing' in result) {
        for (const sha of result.missing) kept.delete(sha);
        return drawOnce({ type: 'draft', entry, source, images });
      }
      if (!('problem' in result)) for (const { sha } of images) kept.add(sha);
      return result;
    };
    const draw = async () => {
      drawing = true;
      while (latest) {
        const draft = latest;
        latest = undefined;
        try {
          const result = await drawOnce(draft);
          // A newer change is on its way and painted already: its own drawing replaces this one.
          if (latest) continue;
          // Drawn into the page in slices that let a key through: the frame shares the editor's
          // thread, and a page drawn in one piece holds up a key typed meanwhile.
          startTransition(() => setDrawn((last) => ('problem' in result ? { ...last, problem: result.problem } : { page: result.page, texts: result.texts })));
          shown = valuesOf(draft);
        } catch (error) {
          setDrawn((last) => ({ ...last, problem: `The preview could not be drawn (${(error as Error).message}). It draws again at your next change.` }));
          shown = undefined;
        }
      }
      drawing = false;
    };
    const receive = ({ origin, data }: MessageEvent<PreviewMessage>) => {
      if (origin !== location.origin || data?.type !== 'draft' || data.entry !== entry) return;
      if (!drawing && valuesOf(data) === shown) return;
      const reworded = data.source !== null && data.images.length === 0 ? textsOf(entry, data.source) : undefined;
      paintedAhead.current = reworded && frame.current && paintRewording(frame.current, showing.current, reworded) ? reworded : undefined;
      if (paintedAhead.current) showing.current = paintedAhead.current;
      latest = data;
      if (!drawing) void draw();
    };
    addEventListener('message', receive);
    tellEditor({ type: 'frame-ready', entry });
    return () => removeEventListener('message', receive);
  }, [entry]);

  const openField = (event: MouseEvent) => {
    event.preventDefault();
    const text = textClicked(drawn.texts, event.target as Element);
    if (text) tellEditor({ type: 'open-field', entry: text.entry, path: text.path });
  };

  return (
    <div ref={frame} className={styles.frame} onClickCapture={openField}>
      {drawn.problem && (
        <p role="alert" className={styles.problem}>
          {drawn.problem}
        </p>
      )}
      {drawn.page}
    </div>
  );
}
