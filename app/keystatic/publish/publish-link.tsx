'use client';

import styles from './publish.module.css';
import { changeCount, usePublishState } from './publish-state';

/** In every entry of the editor: the way to the Publish view, with how many changes wait for it, and to the entry's history. */
export function PublishLink({ entry }: { entry: string }) {
  const [state] = usePublishState(entry);
  const count = changeCount(state);
  return (
    <nav aria-label="Publishing" className={styles.link}>
      <a href="/keystatic/publish">
        Publish{count > 0 && ' '}
        {count > 0 && (
          <span className={styles.count}>
            {count}
            <span className={styles.countWord}> {count === 1 ? 'change' : 'changes'}</span>
          </span>
        )}
      </a>
      {/* An article being created (`insights:`) has no history yet. */}
      {entry && !entry.endsWith(':') && <a href={`/keystatic/history/${entry}/`}>History</a>}
    </nav>
  );
}
