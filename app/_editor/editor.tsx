'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { makePage } from '@keystatic/next/ui/app';
import { usePathname } from 'next/navigation';

import { articleEntry } from '@/lib/content-schema/entry-rules.mjs';

import styles from './editor.module.css';
import config from './keystatic-config';
import { entryOfAddress, historyEntryOf, isPublishAddress, isTranslationsAddress } from './keystatic-internals/addresses.mjs';
import { onDraft, watchDrafts } from './keystatic-internals/drafts';
import { watchListRows } from './keystatic-internals/field-names';
import { giveEditorInputs } from './keystatic-internals/inputs';
import { isPreviewed } from './live-preview/entries';
import { LivePreviewPane } from './live-preview/live-preview-pane';
import { openFieldOfAddress } from './open-field';
import { HistoryView } from './publish/history-view';
import { PublishLink } from './publish/publish-link';
import { PublishView } from './publish/publish-view';
import { useReadsAfterSaves } from './reads-after-saves';
import { rememberDraftBase, sendBaseVersions } from './saves/save-base';
import { TranslationsView } from './translations-view';

/** Each article's date by its entry (`insights:<address>`), as the disk had them when the editor opened. */
const articleDates = new Map<string, string>();

giveEditorInputs();

/**
 * Keystatic lists a collection by address unless told how to sort its addresses: each
 * collection's articles newest first (one created since the editor opened, first of all).
 */
const KeystaticEditor = makePage({
  ...config,
  collections: Object.fromEntries(
    Object.entries(config.collections).map(([name, collection]) => [
      name,
      { ...collection, parseSlugForSort: (slug: string) => -Number((articleDates.get(articleEntry(name, slug)) ?? '9999-99-99').replaceAll('-', '')) },
    ]),
  ) as typeof config.collections,
});

// Before the editor asks for its first tree and writes its first draft: each save then says which
// version it began from (a draft restored after a reload, the version the draft began from), and
// the live preview hears of every change. A list item's fields learn which row opened their dialog.
if (typeof window !== 'undefined') {
  watchListRows();
  sendBaseVersions();
  watchDrafts();
  onDraft((entry, draft) => rememberDraftBase(entry, draft?.files ?? null));
}

const subscribeToNothing = () => () => {};

/**
 * Keystatic reads the window's address as it first draws: it draws in the browser only. `dates`:
 * each article's, by its entry (`insights:<address>`); `drawnEntries`: the entries the live preview draws a page of.
 */
export function Editor({ dates, drawnEntries }: { dates: Record<string, string>; drawnEntries: readonly string[] }) {
  for (const [article, date] of Object.entries(dates)) articleDates.set(article, date);
  const inBrowser = useSyncExternalStore(subscribeToNothing, () => true, () => false);
  const pathname = usePathname();
  const entry = entryOfAddress(pathname);
  // On a narrow screen the preview opens over the form, from the bar.
  const [previewOpen, setPreviewOpen] = useState(false);

  useEffect(() => {
    if (entry) openFieldOfAddress(entry);
  }, [entry]);
  useReadsAfterSaves();

  if (!inBrowser) return null;
  // The project's own views beside Keystatic's: what waits to be published, the translations, and an entry's history.
  if (isPublishAddress(pathname)) return <PublishView />;
  if (isTranslationsAddress(pathname)) return <TranslationsView />;
  const historyOf = historyEntryOf(pathname);
  if (historyOf) return <HistoryView entry={historyOf} />;
  return (
    <>
      <div className={styles.workspace}>
        <div className={styles.form} data-editor-form>
          <KeystaticEditor />
        </div>
        <LivePreviewPane entry={entry} drawnEntries={drawnEntries} open={previewOpen} setOpen={setPreviewOpen} />
      </div>
      <div className={styles.bar}>
        <PublishLink entry={entry} />
        {isPreviewed(entry, drawnEntries) && (
          <button type="button" className={styles.previewToggle} aria-expanded={previewOpen} onClick={() => setPreviewOpen(!previewOpen)}>
            {previewOpen ? 'Edit' : 'Preview'}
          </button>
        )}
      </div>
    </>
  );
}
