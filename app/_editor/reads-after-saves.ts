'use client';

import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';

import { onDraftGone } from './keystatic-internals/drafts';
import { LINK_TARGETS_QUERY } from './link-picker';
import { PUBLISH_QUERY } from './publish/publish-state';
import { TRANSLATIONS_QUERY } from './translation-states';

/**
 * Once the form holds what its files hold again (its draft gone: saved, or reverted), reads again
 * what waits to be published, which translations are out of date and the pages links may pick. One
 * listener for the whole editor: one per field that showed them asked the dev server dozens of times a save.
 */
export function useReadsAfterSaves() {
  const client = useQueryClient();
  useEffect(() => onDraftGone(() => [PUBLISH_QUERY, TRANSLATIONS_QUERY, LINK_TARGETS_QUERY].forEach((queryKey) => void client.invalidateQueries({ queryKey }))), [client]);
}
