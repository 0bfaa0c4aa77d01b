import { createStore, set } from 'idb-keyval';

import { articleEntry, articleOfEntry, parseEntry } from '@/lib/content-schema/entry-rules.mjs';

/**
 * What the marketer has typed and not saved, as Keystatic (@keystatic/core 0.6.9) keeps it: a draft of each entry in
 * IndexedDB (database `keystatic`, store `items`, key ['singleton', entry], an article's
 * ['collection', <collection>, address] or, while it is created, ['collection-create', <collection>]) holding the entry's
 * files as a save would write them, put after every change and deleted once saved or reverted.
 * Keystatic offers no hook for it, so this listens where it writes, and the live preview draws
 * exactly what a save would write. Installed once, before Keystatic writes its first draft.
 */
export type Draft = { files: Map<string, Uint8Array> };

/** Keystatic's databases in the tab: its drafts, and its caches of the file tree and of files. */
export const KEYSTATIC_DATABASES = ['keystatic', 'keystatic-trees', 'keystatic-blobs'];
const [DRAFTS] = KEYSTATIC_DATABASES;
type DraftListener = (entry: string, draft: Draft | null) => void;

const listeners = new Set<DraftListener>();
const goneListeners = new Set<(entry: string) => void>();
/** The entries this tab has written a draft of (one restored as an entry opens is written again), until it is deleted. */
const drafted = new Set<string>();
const installed = Symbol.for('site.editor.drafts');

/** The entry a draft's key names: `home`, or an article's `insights:<address>` (`insights:` while it is created). */
function entryOfKey(key: unknown) {
  if (!Array.isArray(key)) return undefined;
  if (key[0] === 'singleton') return String(key[1]);
  if (key[0] === 'collection') return articleEntry(String(key[1]), String(key[2]));
  if (key[0] === 'collection-create' && key.length === 2) return articleEntry(String(key[1]));
  return undefined;
}

/** The key of an entry's draft. */
const keyOfEntry = (entry: string) => {
  const parsed = parseEntry(entry);
  if (!parsed) throw new Error(`${entry} names no entry of the editor`);
  if ('singleton' in parsed) return ['singleton', parsed.singleton];
  return parsed.address ? ['collection', parsed.collection, parsed.address] : ['collection-create', parsed.collection];
};

const draftEntry = (store: IDBObjectStore, key: unknown) => (store.name === 'items' && store.transaction.db.name === DRAFTS ? entryOfKey(key) : undefined);

export function watchDrafts() {
  const scope = window as typeof window & { [installed]?: true };
  if (scope[installed]) return;
  scope[installed] = true;
  const { put, delete: remove } = IDBObjectStore.prototype;
  IDBObjectStore.prototype.put = function (value: Draft, key?: IDBValidKey) {
    const entry = draftEntry(this, key);
    if (entry) {
      drafted.add(entry);
      for (const listener of listeners) listener(entry, value);
    }
    return put.call(this, value, key);
  };
  IDBObjectStore.prototype.delete = function (key: IDBValidKey | IDBKeyRange) {
    const entry = draftEntry(this, key);
    if (entry) for (const listener of listeners) listener(entry, null);
    if (entry && drafted.delete(entry)) for (const listener of goneListeners) listener(entry);
    return remove.call(this, key);
  };
}

/** Hears of every draft put or deleted from now on; returns the way to stop. */
export function onDraft(listener: DraftListener) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Hears of each draft deleted after this tab wrote it: its entry saved, or its changes reverted.
 * (Keystatic also deletes a draft that is not there each time a form without changes updates.)
 */
export function onDraftGone(listener: (entry: string) => void) {
  goneListeners.add(listener);
  return () => void goneListeners.delete(listener);
}

/** The draft Keystatic holds of `entry` now, if any: it restores one when the entry opens, without writing it. */
export async function currentDraft(entry: string): Promise<Draft | undefined> {
  // Opening a database that is not there would create it, empty, and break Keystatic's own opening of it.
  if (!(await indexedDB.databases()).some(({ name }) => name === DRAFTS)) return undefined;
  return new Promise((resolve) => {
    const opening = indexedDB.open(DRAFTS);
    opening.onerror = () => resolve(undefined);
    opening.onsuccess = () => {
      const database = opening.result;
      if (!database.objectStoreNames.contains('items')) {
        database.close();
        return resolve(undefined);
      }
      const reading = database.transaction('items').objectStore('items').get(keyOfEntry(entry));
      reading.onsuccess = () => resolve(reading.result);
      reading.onerror = () => resolve(undefined);
      reading.transaction!.oncomplete = () => database.close();
    };
  });
}

/**
 * Puts `files` in the editor as an unsaved draft of `entry`, as Keystatic writes one (version 1 of
 * its draft): the entry then opens with them, the live preview draws them, and a save writes them.
 */
export function putDraft(entry: string, files: Map<string, Uint8Array>) {
  const address = articleOfEntry(entry)?.address;
  // An article's draft names its address, and the version of its files it began from (none known here).
  const item = address ? { slug: address, beforeTreeKey: '' } : {};
  return set(keyOfEntry(entry), { version: 1, savedAt: new Date(), files, ...item }, createStore(DRAFTS, 'items'));
}
