'use client';

import { useEffect, useState } from 'react';

import { PUBLISH_API } from '@/app/_editor/keystatic-internals/addresses.mjs';
import { onDraft } from '@/app/_editor/keystatic-internals/drafts';

import type { PublishState } from './changes';

export type { PublishState };

/** An action of the Publish API (publish-api.ts): publish, discard, an identity, a translation that still fits. */
export const postToPublish = (body: object) => fetch(PUBLISH_API, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** How long to wait before reading again after a read failed: the dev server recompiles after a save, over a minute on a busy machine (20 reads span about two). */
const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 8000);
const ATTEMPTS = 20;

/**
 * What is not yet published, from the dev server: read when `key` changes (the editor's address),
 * when the form holds what its files hold again (Keystatic deletes the entry's draft: saved, or
 * reverted), and whenever the window comes back into focus (a save in another tab, a publish by
 * hand). Any answer newer than the one shown is shown, an older one that comes late is not, and
 * a read that fails (the route recompiling) is made again.
 */
export function usePublishState(key?: string) {
  const [state, setState] = useState<PublishState>();
  useEffect(() => {
    let live = true;
    let asked = 0;
    let shown = 0;
    const read = (attempt = 0) => {
      const reading = ++asked;
      fetch(PUBLISH_API)
        .then((response) => (response.ok ? (response.json() as Promise<PublishState>) : Promise.reject(new Error(response.statusText))))
        .then(
          (answer) => {
            if (!live || reading < shown) return;
            shown = reading;
            setState(answer);
          },
          () => void (live && attempt + 1 < ATTEMPTS && setTimeout(() => read(attempt + 1), retryDelay(attempt))),
        );
    };
    const readNow = () => read();
    readNow();
    const stopWatching = onDraft((_entry, draft) => draft === null && readNow());
    window.addEventListener('focus', readNow);
    return () => {
      live = false;
      stopWatching();
      window.removeEventListener('focus', readNow);
    };
  }, [key]);
  return [state, setState] as const;
}

/** How many changes wait: each field, and each image. */
export const changeCount = (state: PublishState | undefined) => state?.changes.reduce((sum, change) => sum + Math.max(change.fields.length, 1), 0) ?? 0;
