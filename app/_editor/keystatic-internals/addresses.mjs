// @ts-check
/**
 * The editor's addresses. Keystatic's router reads the first five (@keystatic/core 0.6.9) and
 * documents none; Publish and History are the project's own pages under the editor's root. Plain
 * JavaScript, so the benches (Node.js) ask here too.
 */
import { articleEntry, articleOfEntry } from '../../../lib/content-schema/entry-rules.mjs';

/** The editor's root. */
export const EDITOR_ROOT = '/keystatic/';

/** Where every singleton's page begins. */
export const SINGLETON_ADDRESSES = '/keystatic/singleton/';

/**
 * The editor's page of an entry: a singleton's (`home`), or an item's (`insights:<address>`).
 * @param {string} entry
 */
export const entryAddress = (entry) => {
  const article = articleOfEntry(entry);
  return article ? `/keystatic/collection/${article.collection}/item/${article.address}` : `${SINGLETON_ADDRESSES}${entry}`;
};

/** @param {string} collection a collection's list of items */
export const collectionAddress = (collection) => `/keystatic/collection/${collection}/`;

/** @param {string} collection where a new item of it is written */
export const createAddress = (collection) => `/keystatic/collection/${collection}/create`;

/**
 * The entry an address of the editor opens: a singleton's name, or an item's
 * `insights:<address>` (`insights:` while it is created); '' for none.
 * @param {string} pathname
 */
export const entryOfAddress = (pathname) => {
  const singleton = pathname.match(/\/keystatic\/singleton\/([^/]+)/)?.[1];
  if (singleton) return singleton;
  const [, collection, address] = pathname.match(/\/keystatic\/collection\/([^/]+)\/(?:item\/([^/]+)|create)\/?$/) ?? [];
  return collection ? articleEntry(collection, address) : '';
};

/** The Publish view. */
export const PUBLISH_ADDRESS = '/keystatic/publish';

/** @param {string} entry whose History is shown */
export const historyAddress = (entry) => `/keystatic/history/${entry}/`;

/** @param {string} pathname */
export const isPublishAddress = (pathname) => /^\/keystatic\/publish\/?$/.test(pathname);

/** The Translations view: each language's pages, with what they miss and have out of date. */
export const TRANSLATIONS_ADDRESS = '/keystatic/translations';

/** @param {string} pathname */
export const isTranslationsAddress = (pathname) => /^\/keystatic\/translations\/?$/.test(pathname);

/**
 * The entry whose History `pathname` shows, if it shows one.
 * @param {string} pathname
 */
export const historyEntryOf = (pathname) => {
  const entry = pathname.match(/^\/keystatic\/history\/([^/]+)\/?$/)?.[1];
  return entry && decodeURIComponent(entry);
};

/** The editor's API: Keystatic's calls (`tree`, `blob/<sha>/<path>`, `update`) and the project's `link-targets` and `translations`. */
export const EDITOR_API = '/api/keystatic/';

/** @param {'tree' | 'update' | 'link-targets' | 'translations' | `blob/${string}`} call */
export const editorApi = (call) => `${EDITOR_API}${call}`;

/** The project's Publish API (Publish, Discard, History). */
export const PUBLISH_API = '/api/publish';
