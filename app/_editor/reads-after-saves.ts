'use client';

import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';

import { onDraftGone } from './keystatic-internals/drafts';

/** The editor's reads of the dev server that a save changes, each one read shared by all that show it. */
export const SAVED_STATE_READS = { publish: ['publish'], translations: ['translations'], linkTargets: ['link-targets'] } as const;

/** Their react-query options: kept until a save (useReadsAfterSaves) or the tab shown again (a save in another tab, a publish by hand). */
export const UNTIL_SAVED = { staleTime: Infinity, refetchOnWindowFocus: 'always' } as const;

/**
 * Once the form holds what its files hold again (its draft gone: saved, or reverted), reads again
 * what waits to be published, which translations are out of date and the pages links may pick. One
 * listener for the whole editor: one per field that showed them asked the dev server dozens of times a save.
 */
export function useReadsAfterSaves() {
  const client = useQueryClient();
  useEffect(() => onDraftGone(() => Object.values(SAVED_STATE_READS).forEach((queryKey) => void client.invalidateQueries({ queryKey }))), [client]);
}

/**
 * Reads `queryKey` again as a view opens, and whenever `key` changes (the editor's address): the
 * editor moves between its views without a new load, which used to read everything anew. A read
 * already under way serves.
 */
export function useReadAgainOnOpen(queryKey: QueryKey, key?: string) {
  const client = useQueryClient();
  useEffect(() => void client.invalidateQueries({ queryKey }, { cancelRefetch: false }), [client, queryKey, key]);
}
