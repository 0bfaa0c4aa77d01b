'use client';

import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';

import { textClicked, type CopyText } from '@/lib/content/copy-texts';

import { drawPreview } from '../actions';
import type { PreviewedEntry, PreviewMessage } from '../entries';
import styles from './frame.module.css';

type FrameProps = { entry: PreviewedEntry; page: ReactNode; texts: CopyText[] };

const tellEditor = (message: PreviewMessage) => parent.postMessage(message, location.origin);

/**
 * The page, drawn again (by the dev server, app/live-preview/preview.tsx) each time the editor
 * sends the form's values; one drawing at a time, always of the latest values. A click puts the
 * editor's cursor in the field of the text clicked, instead of following a link or pressing a button.
 */
export function LivePreviewFrame({ entry, page, texts }: FrameProps) {
  const [drawn, setDrawn] = useState<{ page: ReactNode; texts: CopyText[]; problem?: string }>({ page, texts });

  useEffect(() => {
    let latest: { source: string | null } | undefined;
    let drawing = false;
    const draw = async () => {
      drawing = true;
      while (latest) {
        const { source } = latest;
        latest = undefined;
        const result = await drawPreview(entry, source);
        // A mistake (an emptied field) is named over the page as it last drew.
        setDrawn((last) => ('problem' in result ? { ...last, problem: result.problem } : { page: result.page, texts: result.texts }));
      }
      drawing = false;
    };
    const receive = ({ origin, data }: MessageEvent<PreviewMessage>) => {
      if (origin !== location.origin || data?.type !== 'draft' || data.entry !== entry) return;
      latest = { source: data.source };
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
    <div className={styles.frame} onClickCapture={openField}>
      {drawn.problem && (
        <p role="alert" className={styles.problem}>
          {drawn.problem}
        </p>
      )}
      {drawn.page}
    </div>
  );
}
