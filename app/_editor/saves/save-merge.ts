/**
 * No save of the editor undoes another. Each save names the version of each file its tab started
 * from (save-base.ts); when the file has changed since (another tab saved it, or it
 * changed on disk: an edit by hand, a `git pull`), the two are merged field by field from that
 * version, as Keystatic's GitHub mode refuses a commit on a stale SHA. Where both changed the same
 * field, the save is refused with both wordings named; saving the same again keeps the marketer's.
 * The versions the editor served are kept by their git blob SHA, so a merge knows where it started.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { fieldsOfFile, fileOfFields, holdsFields } from '@/lib/content-reader/content-file';
import { fieldName } from '@/lib/content-schema/entry-rules.mjs';

/** Git's blob SHA, as Keystatic names a file's version in its tree. */
export const blobSha = (contents: Buffer) => createHash('sha1').update(`blob ${contents.length}\0`).update(contents).digest('hex');

const versionsFolder = (projectRoot: string) => join(projectRoot, '.next', 'cache', 'editor-versions');

/** Keeps a version of a copy file or article the editor has served, for a later save to be merged from. */
export function keepVersion(projectRoot: string, contents: Buffer) {
  const folder = versionsFolder(projectRoot);
  const file = join(folder, blobSha(contents));
  if (existsSync(file)) return;
  mkdirSync(folder, { recursive: true });
  writeFileSync(file, contents);
}

/** A version of a copy file or article the editor has served, by its SHA, if it is kept. */
export const keptVersion = (projectRoot: string, sha: string) => {
  const file = join(versionsFolder(projectRoot), sha);
  return /^[0-9a-f]{40}$/.test(sha) && existsSync(file) ? readFileSync(file) : undefined;
};

type Copy = unknown;
export type Conflict = { at: string; theirs: Copy; ours: Copy };
/** The version a tab began from, when it is no longer kept: every field the two tell apart is a conflict. */
const UNKNOWN = Symbol('unknown base');
type Base = Copy | typeof UNKNOWN;

const same = (a: Copy, b: Copy) => JSON.stringify(a) === JSON.stringify(b);
const isFields = (value: Base): value is Record<string, Copy> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `ours` and `theirs`, both changed from `base`, as one: each field as the side that changed it
 * has it. Lists of the same length merge item by item; a list one side lengthened or reordered
 * is one field. A field both changed differently is a conflict, which `keepOurs` settles for ours.
 */
function merge(base: Base, theirs: Copy, ours: Copy, at: (string | number)[], conflicts: Conflict[], keepOurs: boolean): Copy {
  if (same(ours, theirs)) return theirs;
  if (base !== UNKNOWN && same(ours, base)) return theirs;
  if (base !== UNKNOWN && same(theirs, base)) return ours;
  if (isFields(theirs) && isFields(ours) && (base === UNKNOWN || isFields(base))) {
    const keys = [...new Set([...Object.keys(ours), ...Object.keys(theirs)])];
    const entries = keys.map((key) => [key, merge(fieldOf(base, key), theirs[key], ours[key], [...at, key], conflicts, keepOurs)] as const);
    return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
  }
  const sameLength = (list: Base): list is Copy[] => Array.isArray(list) && Array.isArray(ours) && list.length === ours.length;
  if (Array.isArray(ours) && sameLength(theirs) && (base === UNKNOWN || sameLength(base))) {
    return ours.map((item, index) => merge(itemOf(base, index), theirs[index], item, [...at, index], conflicts, keepOurs));
  }
  conflicts.push({ at: fieldName(at), theirs, ours });
  return keepOurs ? ours : theirs;
}

const fieldOf = (base: Base, key: string): Base => (base === UNKNOWN ? UNKNOWN : (base as Record<string, Copy>)[key]);
const itemOf = (base: Base, index: number): Base => (base === UNKNOWN ? UNKNOWN : (base as Copy[])[index]);

const quoted = (value: Copy) => (value === undefined ? 'nothing' : `“${typeof value === 'string' ? value : JSON.stringify(value)}”`);

/** Each field both sides changed: `hero.title now says “…”, you wrote “…”`. */
export const describeConflicts = (conflicts: Conflict[]) => conflicts.map(({ at, theirs, ours }) => `${at} now says ${quoted(theirs)}, you wrote ${quoted(ours)}`).join('; ');

/**
 * Two versions of the copy file or article at `path` changed from `base` (undefined when unknown),
 * merged field by field, and the fields both changed (as ours where `keepOurs`).
 */
export function mergeContentTexts(path: string, base: string | undefined, theirs: string, ours: string, keepOurs = false) {
  const conflicts: Conflict[] = [];
  const fields = (text: string) => fieldsOfFile(path, text);
  const merged = merge(base === undefined ? UNKNOWN : fields(base), fields(theirs), fields(ours), [], conflicts, keepOurs);
  return { text: fileOfFields(path, merged), conflicts };
}

/** Refused saves, so that saving the same again over the same file keeps the marketer's wording. */
const refused = new Set<string>();

/**
 * What to write for a save of `contents` to the copy or drawing at `path`, begun from the version
 * `base` (its SHA, null when the tab had no such file): the save itself when the file is still
 * that version, a merge when the two touch different fields, or the reason it is refused.
 */
export function mergeSave(projectRoot: string, path: string, base: string | null, contents: Buffer): { contents: Buffer } | { refused: string } {
  const file = join(projectRoot, path);
  const current = existsSync(file) ? readFileSync(file) : undefined;
  const currentSha = current && blobSha(current);
  if ((currentSha ?? null) === base || (current && current.equals(contents))) return { contents };

  const retry = `${path} ${currentSha} ${blobSha(contents)}`;
  const keepOurs = refused.has(retry);
  const baseContents = base === null ? undefined : keptVersion(projectRoot, base);
  const changedSince = `${path} has changed since you opened it (saved in another tab, or changed on disk)`;
  if (!holdsFields(path) || !current) {
    if (keepOurs) {
      refused.delete(retry);
      return { contents };
    }
    refused.add(retry);
    return { refused: `Not saved: ${changedSince}. What you chose is still here: save again to replace it with yours.` };
  }
  const { text, conflicts } = mergeContentTexts(path, baseContents?.toString('utf8'), current.toString('utf8'), contents.toString('utf8'), keepOurs);
  if (conflicts.length > 0 && !keepOurs) {
    refused.add(retry);
    const fields = describeConflicts(conflicts);
    return {
      refused:
        `Not saved: ${changedSince}, and both changed the same ${conflicts.length === 1 ? 'field' : 'fields'}: ${fields}. ` +
        'What you typed is still here. Save again to keep your wording there (every other change to the file is kept), or change it first.',
    };
  }
  refused.delete(retry);
  return { contents: Buffer.from(text) };
}
