'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';

import { editorApi } from './keystatic-internals/addresses.mjs';
import { postToPublish } from './publish/publish-state';
import { SAVED_STATE_READS, UNTIL_SAVED } from './reads-after-saves';

/** What the editor's API says of a translation (lib/content-reader/translations.mjs's translationStates). */
export type TranslationState = {
  originals: Record<string, string>;
  missing: string[];
  outOfDate: { field: string; was: string; now: string }[];
  /** An index (Insights) that shows in the language only once an article written in it is live. */
  needsArticle?: boolean;
  problem?: string;
};

/**
 * Each translation's state by its entry (`de.home`), from the dev server: one read shared by every
 * field that shows it (not one each time Keystatic mounts a field), again when the tab is shown
 * again, and after each save, which may clear a mark (useReadsAfterSaves).
 */
export function useTranslationStates() {
  return useQuery({
    queryKey: SAVED_STATE_READS.translations,
    queryFn: async () => {
      const response = await fetch(editorApi('translations'));
      if (!response.ok) throw new Error(await response.text());
      return (await response.json()) as Record<string, TranslationState>;
    },
    ...UNTIL_SAVED,
  }).data;
}

/** Says the translation of a field still fits its original as it is now: its out-of-date mark goes. */
export function useStillFits() {
  const client = useQueryClient();
  return async (entry: string, field: string) => {
    await postToPublish({ action: 'still-fits', entry, field });
    await client.invalidateQueries({ queryKey: SAVED_STATE_READS.translations });
  };
}
