'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { makePage } from '@keystatic/next/ui/app';
import { usePathname } from 'next/navigation';

import { rememberDraftBase, sendBaseVersions } from '@/lib/content/save-base';
import config from '@/lib/content/schema.mjs';

import { onDraft, watchDrafts } from './drafts';
import styles from './editor.module.css';
import { LivePreviewPane } from './live-preview-pane';
import { openFieldOfAddress } from './open-field';
import { HistoryView } from './publish/history-view';
import { PublishLink } from './publish/publish-link';
import { PublishView } from './publish/publish-view';

const KeystaticEditor = makePage(config);

// Before the editor asks for its first tree and writes its first draft: each save then says which
// version it began from (a draft restored after a reload, the version the draft began from), and
// the live preview hears of every change.
if (typeof window !== 'undefined') {
  sendBaseVersions();
  watchDrafts();
  onDraft((entry, draft) => rememberDraftBase(entry, draft?.files ?? null));
}

const subscribeToNothing = () => () => {};

/** Keystatic reads the window's address as it first draws: it draws in the browser only. */
export function Editor() {
  const inBrowser = useSyncExternalStore(subscribeToNothing, () => true, () => false);
  const pathname = usePathname();
  const entry = pathname.match(/\/keystatic\/singleton\/([^/]+)/)?.[1] ?? '';

  useEffect(() => {
    if (entry) openFieldOfAddress(entry);
  }, [entry]);

  if (!inBrowser) return null;
  // The project's own views beside Keystatic's: what waits to be published, and an entry's history.
  if (/^\/keystatic\/publish\/?$/.test(pathname)) return <PublishView />;
  const historyOf = pathname.match(/^\/keystatic\/history\/([^/]+)\/?$/)?.[1];
  if (historyOf) return <HistoryView entry={historyOf} />;
  return (
    <div className={styles.workspace}>
      <div className={styles.form} data-editor-form>
        <KeystaticEditor />
      </div>
      <LivePreviewPane entry={entry} />
      <PublishLink entry={entry} />
    </div>
  );
}
