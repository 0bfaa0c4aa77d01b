'use client';

import { useEffect, useState } from 'react';

import type { PublishState } from '@/lib/publish/changes';

import { onDraft } from '../drafts';

export type { PublishState };

/**
 * What is not yet published, from the dev server: read when `key` changes (the editor's address),
 * when the form holds what its files hold again (Keystatic deletes the entry's draft: saved, or
 * reverted), and whenever the window comes back into focus (a save in another tab, a publish by hand).
 */
export function usePublishState(key?: string) {
  const [state, setState] = useState<PublishState>();
  useEffect(() => {
    // Only the latest read is shown: an earlier one may answer after it. Zero once unmounted.
    let latest = 1;
    const read = () => {
      const reading = ++latest;
      fetch('/api/publish')
        .then((response) => (response.ok ? (response.json() as Promise<PublishState>) : undefined))
        .then((read) => reading === latest && read && setState(read), () => {});
    };
    read();
    const stopWatching = onDraft((_entry, draft) => draft === null && read());
    window.addEventListener('focus', read);
    return () => {
      latest = 0;
      stopWatching();
      window.removeEventListener('focus', read);
    };
  }, [key]);
  return [state, setState] as const;
}

/** How many changes wait: each field, and each image. */
export const changeCount = (state: PublishState | undefined) => state?.changes.reduce((sum, change) => sum + Math.max(change.fields.length, 1), 0) ?? 0;
