'use client';

import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';

import { editorApi } from './keystatic-internals/addresses.mjs';
import { onDraft } from './keystatic-internals/drafts';
import { postToPublish } from './publish/publish-state';

/** What the editor's API says of a translation (lib/content-reader/translations.mjs's translationStates). */
export type TranslationState = {
  originals: Record<string, string>;
  missing: string[];
  outOfDate: { field: string; was: string; now: string }[];
  /** An index (Insights) that shows in the language only once an article written in it is live. */
  needsArticle?: boolean;
  problem?: string;
};

const QUERY_KEY = ['translations'];

/**
 * Each translation's state by its entry (`de.home`), from the dev server: read once for every
 * field that shows it, again when the window comes back into focus, and after each save (Keystatic
 * deletes the entry's draft), which may clear a mark.
 */
export function useTranslationStates() {
  const client = useQueryClient();
  useEffect(() => onDraft((_, draft) => void (draft === null && client.invalidateQueries({ queryKey: QUERY_KEY }))), [client]);
  return useQuery({
    queryKey: QUERY_KEY,
    queryFn: async () => {
      const response = await fetch(editorApi('translations'));
      if (!response.ok) throw new Error(await response.text());
      return (await response.json()) as Record<string, TranslationState>;
    },
  }).data;
}

/** Says the translation of a field still fits its original as it is now: its out-of-date mark goes. */
export function useStillFits() {
  const client = useQueryClient();
  return async (entry: string, field: string) => {
    await postToPublish({ action: 'still-fits', entry, field });
    await client.invalidateQueries({ queryKey: QUERY_KEY });
  };
}
