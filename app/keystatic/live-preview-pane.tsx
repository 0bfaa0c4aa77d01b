'use client';

import { useEffect, useRef, useState } from 'react';

import { singletons } from '@/lib/content/schema.mjs';

import { isPreviewed, type PreviewMessage } from '../live-preview/entries';
import { currentDraft, onDraft, type Draft } from './drafts';
import { openField } from './open-field';
import styles from './editor.module.css';

/** The widths a marketer checks the page at: the site's own breakpoints apply in the frame. */
const SIZES = [
  { name: 'Phone', width: 375 },
  { name: 'Tablet', width: 768 },
  { name: 'Desktop', width: 1280 },
] as const;

const decoder = new TextDecoder();

/**
 * The page the open entry draws, beside its form (app/live-preview/): drawn again from the form's
 * values at each change, before any save; a click on its text puts the cursor in that text's field.
 * On a narrow screen it opens over the form from a button, and closes again.
 */
export function LivePreviewPane({ entry }: { entry: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<(typeof SIZES)[number]>(SIZES[2]);
  const [room, setRoom] = useState(0);
  const [open, setOpen] = useState(false);
  // The form first: the frame's page loads once the editor has drawn it and is idle.
  const [formDrawn, setFormDrawn] = useState(false);
  // Shown once it listens: a click on a page still loading would open no field.
  const [listening, setListening] = useState<string>();
  const previewed = isPreviewed(entry);

  useEffect(() => {
    const idle = requestIdleCallback(() => setFormDrawn(true), { timeout: 3_000 });
    return () => cancelIdleCallback(idle);
  }, []);

  useEffect(() => {
    const observer = new ResizeObserver(([{ contentRect }]) => setRoom(contentRect.width));
    if (viewport.current) observer.observe(viewport.current);
    return () => observer.disconnect();
  }, [previewed, open]);

  useEffect(() => {
    if (!isPreviewed(entry)) return;
    const file = `${singletons[entry].path}.yaml`;
    const send = (draft: Draft | null | undefined) => {
      const saved = draft?.files.get(file);
      const message: PreviewMessage = { type: 'draft', entry, source: saved ? decoder.decode(saved) : null };
      frame.current?.contentWindow?.postMessage(message, location.origin);
    };
    const stopWatching = onDraft((changed, draft) => changed === entry && send(draft));
    const receive = async ({ origin, source, data }: MessageEvent<PreviewMessage>) => {
      if (origin !== location.origin || source !== frame.current?.contentWindow) return;
      if (data.type === 'frame-ready') {
        setListening(entry);
        send(await currentDraft(entry));
      }
      if (data.type === 'open-field') {
        setOpen(false);
        openField(entry, data.entry, data.path);
      }
    };
    addEventListener('message', receive);
    return () => {
      stopWatching();
      removeEventListener('message', receive);
    };
  }, [entry]);

  if (!previewed) return null;
  const scale = room > 0 ? Math.min(1, room / size.width) : 1;
  return (
    <>
      <button type="button" className={styles.previewToggle} aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Back to the form' : 'Preview'}
      </button>
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
            title={`Live preview of ${singletons[entry].label}`}
            src={formDrawn ? `/live-preview/${entry}` : undefined}
            className={styles.frame}
            style={{ width: size.width, height: `${100 / scale}%`, transform: `scale(${scale})`, visibility: listening === entry ? 'visible' : 'hidden' }}
          />
        </div>
      </aside>
    </>
  );
}
