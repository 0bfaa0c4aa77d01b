/**
 * When a save moves a published article to a new address (Keystatic deletes its file and writes
 * the new one), the editor's API (app/api/keystatic/) writes the old address, and those it had,
 * into the new file's former addresses: each then keeps leading to the article (a redirect on
 * every host, lib/hosting/host-files.mjs), without the marketer having to know.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { articleParts, articleSource } from '@/lib/content/article-file.cjs';
import { articleCollectionOf, isPublished, publishing } from '@/lib/content/articles.cjs';
import { addressOfFile } from '@/lib/content/entry-rules.mjs';

type Fields = { draft?: boolean; date?: string; time?: string; formerAddresses?: string[] };

type Addition = { path: string; contents: Buffer };

/** `additions` with the former addresses kept, where `deletions` move a published article. */
export function keepingFormerAddresses(projectRoot: string, additions: Addition[], deletions: { path: string }[]): Addition[] {
  const moved = deletions.map(({ path }) => path).filter((path) => articleCollectionOf(path) && existsSync(join(projectRoot, path)));
  const addedArticles = additions.filter(({ path }) => articleCollectionOf(path) && !existsSync(join(projectRoot, path)));
  // One article moved in one save, within its collection: its old file gone, its new one written.
  if (moved.length !== 1 || addedArticles.length !== 1 || articleCollectionOf(moved[0]) !== articleCollectionOf(addedArticles[0].path)) return additions;
  const [added] = addedArticles;
  let old: Fields, fields: Fields, body: string;
  try {
    old = articleParts(readFileSync(join(projectRoot, moved[0]), 'utf8')).fields;
    ({ fields, body } = articleParts(added.contents.toString('utf8')));
  } catch {
    // Fields that are not YAML: the save's check names them.
    return additions;
  }
  if (!isPublished(publishing(old))) return additions;
  const former = [...new Set([...(fields.formerAddresses ?? []), ...(old.formerAddresses ?? []), addressOfFile(moved[0])])].filter(
    (address) => address !== addressOfFile(added.path),
  );
  const contents = articleSource({ ...fields, formerAddresses: former }, body);
  return additions.map((addition) => (addition === added ? { ...addition, contents: Buffer.from(contents) } : addition));
}
