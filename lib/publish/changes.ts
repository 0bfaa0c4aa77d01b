// What the editor's Publish view lists: each copy file and image that differs from its published
// version, with each field's published and new wording. "Published" is the branch the site
// deploys from as this clone last fetched it (the current branch's upstream), or, in a clone
// without one, its last commit.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { load } from 'js-yaml';
import type { SimpleGit } from 'simple-git';

import { COPY_IMAGES, copyFiles } from '@/lib/content/schema.mjs';

/** The files Publish may commit: the copy files and the images they use, nothing else of the clone. */
export const copyPaths = () => [...copyFiles.keys(), COPY_IMAGES];

/** A field's change: its name in the file (`cards[1].title`), in the editor's words (`Cards 2 › Title`), and both wordings. */
export type FieldChange = { field: string; label: string; published: string | undefined; current: string | undefined };
export type FileChange = {
  path: string;
  /** The editor's entry the file belongs to (`home`), and its label (`Home`). */
  entry: string;
  label: string;
  /** A copy file's fields that changed; none for an image. */
  fields: FieldChange[];
};

/** What the Publish view shows: why this clone cannot publish, if so; the changes; whether commits have an author; the published branch. */
export type PublishState = { problem: string | undefined; changes: FileChange[]; hasIdentity: boolean; published: string; review: boolean };

/**
 * The two sides of every comparison: `published`, the upstream branch as last fetched (HEAD in a
 * clone without one), and `base`, where this clone and it parted: what the marketer changed is
 * what differs from `base`, so what a colleague published meanwhile is not shown undone.
 */
export async function publishedRefs(git: SimpleGit) {
  const upstream = (await git.raw(['rev-parse', '--abbrev-ref', '--symbolic-full-name', '@{upstream}']).catch(() => '')).trim();
  if (!upstream) return { published: 'HEAD', base: 'HEAD' };
  return { published: upstream, base: (await git.raw(['merge-base', 'HEAD', upstream])).trim() };
}

/** A file as `ref` has it, or undefined where it has no such file. */
export const fileAt = (git: SimpleGit, ref: string, path: string) =>
  git.binaryCatFile(['blob', `${ref}:${path}`]).then(
    (contents) => contents as Buffer,
    () => undefined,
  );

/** A field's wording as the view shows it: text as it is, a list or a set of fields as YAML-like lines. */
const shown = (value: unknown): string | undefined => {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value !== 'object') return String(value);
  const entries = Array.isArray(value) ? value.map((item) => ['-', item] as const) : Object.entries(value);
  return entries.map(([key, item]) => `${key === '-' ? '-' : `${key}:`} ${shown(item)?.replaceAll('\n', '\n  ') ?? ''}`).join('\n');
};

/** `cards[1].title` → ['cards', 1, 'title']. */
export const fieldPath = (field: string) => field.split(/\.|(?=\[)/).map((key) => (key.startsWith('[') ? Number(key.slice(1, -1)) : key));

/** The value of the field named `field` (`cards[1].title`) in a copy file's YAML, parsed. */
const valueAt = (copy: unknown, field: string) =>
  fieldPath(field).reduce<unknown>((value, key) => (value as Record<string | number, unknown> | undefined)?.[key], copy);

type FieldSchema = { kind: string; label?: string; fields?: Record<string, FieldSchema>; element?: FieldSchema };

/** A field's name as the editor's form labels it: `cards[1].title` → `Cards 2 › Title`. */
export function fieldLabel(schema: Record<string, FieldSchema>, field: string) {
  const names: string[] = [];
  let at: FieldSchema | undefined = { kind: 'object', fields: schema };
  for (const key of fieldPath(field)) {
    if (typeof key === 'number') {
      names.push(`${names.pop() ?? 'Item'} ${key + 1}`);
      at = at?.element;
    } else {
      at = at?.fields?.[key];
      names.push(at?.label ?? key);
    }
  }
  return names.join(' › ');
}

/** Each field that differs, by its name (`cards[1].title`); lists of the same length item by item, as saves merge them. */
export function changedFields(published: unknown, current: unknown, at = ''): Omit<FieldChange, 'label'>[] {
  if (JSON.stringify(published) === JSON.stringify(current)) return [];
  const isFields = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
  if (isFields(published) && isFields(current)) {
    const keys = [...new Set([...Object.keys(published), ...Object.keys(current)])];
    return keys.flatMap((key) => changedFields(published[key], current[key], at ? `${at}.${key}` : key));
  }
  if (Array.isArray(published) && Array.isArray(current) && published.length === current.length) {
    return current.flatMap((item, index) => changedFields(published[index], item, `${at}[${index}]`));
  }
  return [{ field: at, published: shown(published), current: shown(current) }];
}

/** The editor's entry a copy file or image belongs to: images live in their page's folder (lib/content/images/home/…). */
function entryOf(path: string) {
  const { entry, label } = [...copyFiles].find(([file, { images }]) => path === file || path.startsWith(`${images}/`))?.[1] ?? { entry: '', label: 'Images' };
  return { entry, label };
}

/** A copy file's YAML, parsed; undefined where there is no such file. */
export const parsed = (contents: Buffer | undefined) => (contents ? load(contents.toString('utf8')) : undefined);

/**
 * Every copy file and image the marketer changed and has not published, in the order of the
 * editor's entries; a field shows its published wording (`published`) beside the new one.
 */
export async function unpublishedChanges(git: SimpleGit, projectRoot: string, { base, published }: { base: string; published: string }): Promise<FileChange[]> {
  const paths = copyPaths();
  const [tracked, untracked] = await Promise.all([
    git.raw(['diff', '--name-only', '--no-renames', base, '--', ...paths]),
    git.raw(['ls-files', '--others', '--exclude-standard', '--', ...paths]),
  ]);
  const changed = [...new Set(`${tracked}\n${untracked}`.split('\n').filter(Boolean))];
  const changes = await Promise.all(
    changed.map(async (path): Promise<FileChange> => {
      if (!copyFiles.has(path)) return { path, ...entryOf(path), fields: [] };
      const onDisk = join(projectRoot, path);
      const current = existsSync(onDisk) ? load(readFileSync(onDisk, 'utf8')) : undefined;
      const [atBase, live] = await Promise.all([fileAt(git, base, path), fileAt(git, published, path)]).then((versions) => versions.map(parsed));
      const { schema } = copyFiles.get(path)!;
      const fields = changedFields(atBase, current)
        .map((change) => ({ ...change, label: fieldLabel(schema as Record<string, FieldSchema>, change.field), published: shown(valueAt(live, change.field)) }))
        .filter((change) => change.published !== change.current);
      return { path, ...entryOf(path), fields };
    }),
  );
  const order = [...copyFiles.values()].map(({ entry }) => entry);
  const rank = (change: FileChange) => order.indexOf(change.entry);
  return changes.filter((change) => !copyFiles.has(change.path) || change.fields.length > 0).sort((a, b) => rank(a) - rank(b) || a.path.localeCompare(b.path));
}
