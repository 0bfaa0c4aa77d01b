'use client';

import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';

import { PUBLISH_API } from '@/app/_editor/keystatic-internals/addresses.mjs';
import { SAVED_STATE_READS, UNTIL_SAVED, useReadAgainOnOpen } from '@/app/_editor/reads-after-saves';

import type { PublishState } from './changes';

export type { PublishState };

/** An action of the Publish API (publish-api.ts): publish, discard, an identity, a translation that still fits. */
export const postToPublish = (body: object) => fetch(PUBLISH_API, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** How long to wait before reading again after a read failed: the dev server recompiles after a save, over a minute on a busy machine (20 reads span about two). */
const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 8000);
const ATTEMPTS = 20;

/** One read of what is not yet published. */
export async function readPublishState() {
  const response = await fetch(PUBLISH_API);
  if (!response.ok) throw new Error(response.statusText);
  return (await response.json()) as PublishState;
}

/**
 * What is not yet published, from the dev server, one read shared by all that show it: read again
 * when `key` changes (the editor's address), after each save (useReadsAfterSaves), and whenever
 * the tab is shown again (a save in another tab, a publish by hand). A read that fails
 * (the route recompiling) is made again; one asked for since replaces one in flight.
 */
export function usePublishState(key?: string) {
  const client = useQueryClient();
  const { data } = useQuery({ queryKey: SAVED_STATE_READS.publish, queryFn: readPublishState, ...UNTIL_SAVED, retry: ATTEMPTS - 1, retryDelay });
  useReadAgainOnOpen(SAVED_STATE_READS.publish, key);
  const setState = useCallback((state: PublishState) => client.setQueryData(SAVED_STATE_READS.publish, state), [client]);
  return [data, setState] as const;
}

/** How many changes wait: each field, and each image. */
export const changeCount = (state: PublishState | undefined) => state?.changes.reduce((sum, change) => sum + Math.max(change.fields.length, 1), 0) ?? 0;
