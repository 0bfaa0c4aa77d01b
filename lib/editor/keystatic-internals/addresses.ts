/**
 * The editor's addresses, as Keystatic's router reads them (@keystatic/core 0.6.9): a singleton at
 * /keystatic/singleton/<name>, an article at /keystatic/collection/<collection>/item/<address>, a
 * new one at /keystatic/collection/<collection>/create. Keystatic documents none of them.
 */
import { articleEntry, articleOfEntry } from '@/lib/content-schema/entry-rules.mjs';

/** The editor's page of an entry: a singleton's (`home`), or an item's of a collection (`insights:<address>`). */
export const entryAddress = (entry: string) => {
  const article = articleOfEntry(entry);
  return article ? `/keystatic/collection/${article.collection}/item/${article.address}` : `/keystatic/singleton/${entry}`;
};

/** The entry the editor's address opens: a singleton's name, or an article's `insights:<address>` (`insights:` while it is created); '' for none. */
export const entryOfAddress = (pathname: string) => {
  const singleton = pathname.match(/\/keystatic\/singleton\/([^/]+)/)?.[1];
  if (singleton) return singleton;
  const [, collection, address] = pathname.match(/\/keystatic\/collection\/([^/]+)\/(?:item\/([^/]+)|create)\/?$/) ?? [];
  return collection ? articleEntry(collection, address) : '';
};
