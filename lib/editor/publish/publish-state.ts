'use client';

import { useEffect, useState } from 'react';

import type { PublishState } from './changes';

export type { PublishState };

/**
 * What is not yet published, from the dev server: read when `key` changes (the editor's address)
 * and whenever the window comes back into focus (a save in another tab, a publish by hand).
 */
export function usePublishState(key?: string) {
  const [state, setState] = useState<PublishState>();
  useEffect(() => {
    let current = true;
    const read = () =>
      fetch('/api/publish')
        .then((response) => (response.ok ? (response.json() as Promise<PublishState>) : undefined))
        .then((read) => current && read && setState(read), () => {});
    read();
    window.addEventListener('focus', read);
    return () => {
      current = false;
      window.removeEventListener('focus', read);
    };
  }, [key]);
  return [state, setState] as const;
}

/** How many changes wait: each field, and each image. */
export const changeCount = (state: PublishState | undefined) => state?.changes.reduce((sum, change) => sum + Math.max(change.fields.length, 1), 0) ?? 0;
