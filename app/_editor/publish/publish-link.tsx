'use client';

import Link from 'next/link';

import { articleOfEntry, parseEntry } from '@/lib/content-schema/entry-rules.mjs';

import { translations } from '../keystatic-config';
import { historyAddress, PUBLISH_ADDRESS } from '../keystatic-internals/addresses.mjs';
import { TranslationsLink } from '../translations-view';
import { changeCount, usePublishState } from './publish-state';
import styles from './publish.module.css';

/** A page's entry has a history, and an article's once it has an address (not while it is created). */
const hasHistory = (entry: string) => {
  const parsed = parseEntry(entry);
  return parsed !== undefined && ('singleton' in parsed || articleOfEntry(entry) !== undefined);
};

/**
 * In every entry of the editor: the way to the Publish view, with how many changes wait for it, to the
 * entry's history, and to the translations. Each a move within the editor, as Keystatic's own links are,
 * not a new load of it (seconds of the dev server's scripts).
 */
export function PublishLink({ entry }: { entry: string }) {
  const [state] = usePublishState(entry);
  const count = changeCount(state);
  return (
    <nav aria-label="Publishing" className={styles.link}>
      <Link href={PUBLISH_ADDRESS}>
        Publish{count > 0 && ' '}
        {count > 0 && (
          <span className={styles.count}>
            {count}
            <span className={styles.countWord}> {count === 1 ? 'change' : 'changes'}</span>
          </span>
        )}
      </Link>
      {hasHistory(entry) && <Link href={historyAddress(entry)}>History</Link>}
      {translations.length > 0 && <TranslationsLink />}
    </nav>
  );
}
