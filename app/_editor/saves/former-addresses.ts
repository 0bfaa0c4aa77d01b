/**
 * When a save moves a published article or landing page to a new address (Keystatic deletes its
 * file and writes the new one), the editor's API (app/api/keystatic/) writes the old address, and
 * those it had, into the new file's former addresses: each then keeps leading to it (a redirect on
 * every host, lib/hosting/host-files.mjs), without the marketer having to know.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { isPublished } from '@/lib/content-reader/articles.mjs';
import { fieldsOfFile, fileOfFields } from '@/lib/content-reader/content-file';
import { publishing } from '@/lib/content-schema/schedule.mjs';
import { editorItemFile, editorItemOf } from '@/lib/content-schema/schema.mjs';

type Fields = { draft?: boolean; date?: string; time?: string; formerAddresses?: string[] };

type Addition = { path: string; contents: Buffer };

/** The article or landing page whose own file is at `path`. */
const itemAt = (path: string) => {
  const item = editorItemOf(path);
  return item && editorItemFile(item) === path ? item : undefined;
};

/** `additions` with the former addresses kept, where `deletions` move a published article or page. */
export function keepingFormerAddresses(projectRoot: string, additions: Addition[], deletions: { path: string }[]): Addition[] {
  const moved = deletions.map(({ path }) => path).filter((path) => itemAt(path) && existsSync(join(projectRoot, path)));
  const added = additions.filter(({ path }) => itemAt(path) && !existsSync(join(projectRoot, path)));
  // One item moved in one save, within its collection: its old file gone, its new one written.
  if (moved.length !== 1 || added.length !== 1) return additions;
  const [from, to] = [itemAt(moved[0])!, itemAt(added[0].path)!];
  if (from.collection !== to.collection) return additions;
  let old: Fields, fields: Fields;
  try {
    old = fieldsOfFile(moved[0], readFileSync(join(projectRoot, moved[0]), 'utf8')) as Fields;
    fields = fieldsOfFile(added[0].path, added[0].contents.toString('utf8')) as Fields;
  } catch {
    // Fields that are not YAML: the save's check names them.
    return additions;
  }
  if (!isPublished(publishing(old))) return additions;
  const formerAddresses = [...new Set([...(fields.formerAddresses ?? []), ...(old.formerAddresses ?? []), from.address])].filter((address) => address !== to.address);
  const contents = fileOfFields(added[0].path, { ...fields, formerAddresses });
  return additions.map((addition) => (addition === added[0] ? { ...addition, contents: Buffer.from(contents) } : addition));
}
