// What the editor's Publish view lists: each copy file, article, landing page and image that differs from its
// published version, with each field's published and new wording. "Published" is the branch the site
// deploys from as this clone last fetched it (the current branch's upstream), or, in a clone
// without one, its last commit.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { SimpleGit } from 'simple-git';

import { publishing } from '@/lib/content-reader/articles.mjs';
import { fieldsOfFile, holdsFields } from '@/lib/content-reader/content-file';
import { articleEntry, articleOfEntry, CONTENT_PATHS, fieldName, fieldPath } from '@/lib/content-schema/entry-rules.mjs';
import { goesLiveWords, isPublished } from '@/lib/content-schema/schedule.mjs';
import { originalsFileOf } from '@/lib/content-reader/translation-originals.mjs';
import { siteLanguages, translationFileOfEntry } from '@/lib/content-reader/translations.mjs';
import { translationFileOf } from '@/lib/content-schema/languages.mjs';
import { copyFileOf, copyFiles, editorCollections, editorItemFile, editorItemOf } from '@/lib/content-schema/schema.mjs';
import { translationEntry, untranslated } from '@/lib/content-schema/translation-forms.mjs';
import { collections } from '@/app/_editor/editor-collections';
import { entryAddress } from '@/app/_editor/keystatic-internals/addresses.mjs';

import { fieldLabel, type FieldSchema } from './field-labels';
import { fileAt } from './git-files';

/** A field's change: its name in the file (`cards[1].title`), in the editor's words (`Cards 2 › Title`), and both wordings. */
export type FieldChange = { field: string; label: string; published: string | undefined; current: string | undefined };
export type FileChange = {
  path: string;
  /** The editor's entry the file belongs to (`home`, `insights:<address>`), its label (`Home`, `Insights › <title>`), and its page in the editor while it has one. */
  entry: string;
  label: string;
  editorPage?: string;
  /** A copy file's, article's or landing page's fields that changed; none for an image. */
  fields: FieldChange[];
  /** Of an article or landing page saved with a time to come (not a draft): when it goes live (`with the first scheduled run after 09:00 on …`). */
  goesLive?: string;
};

/** What the Publish view shows: why this clone cannot publish, if so; the changes; whether commits have an author; the published branch. */
/** The Publish view's state; `interrupted`: what the dev server put back as it started, after a publish stopped part-way. */
export type PublishState = { problem: string | undefined; changes: FileChange[]; hasIdentity: boolean; published: string; review: boolean; interrupted?: string };

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

/** A field's wording as the view shows it: text as it is, a list or a set of fields as YAML-like lines. */
const shown = (value: unknown): string | undefined => {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value !== 'object') return String(value);
  const entries = Array.isArray(value) ? value.map((item) => ['-', item] as const) : Object.entries(value);
  return entries.map(([key, item]) => `${key === '-' ? '-' : `${key}:`} ${shown(item)?.replaceAll('\n', '\n  ') ?? ''}`).join('\n');
};

/** The value of the field named `field` (`cards[1].title`) in a copy file's YAML, parsed. */
const valueAt = (copy: unknown, field: string) =>
  fieldPath(field).reduce<unknown>((value, key) => (value as Record<string | number, unknown> | undefined)?.[key], copy);

/** Each field that differs, by its name (`cards[1].title`); lists of the same length item by item, as saves merge them. */
export function changedFields(published: unknown, current: unknown, at: (string | number)[] = []): Omit<FieldChange, 'label'>[] {
  if (JSON.stringify(published) === JSON.stringify(current)) return [];
  const isFields = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
  if (isFields(published) && isFields(current)) {
    const keys = [...new Set([...Object.keys(published), ...Object.keys(current)])];
    return keys.flatMap((key) => changedFields(published[key], current[key], [...at, key]));
  }
  if (Array.isArray(published) && Array.isArray(current) && published.length === current.length) {
    return current.flatMap((item, index) => changedFields(published[index], item, [...at, index]));
  }
  return [{ field: fieldName(at), published: shown(published), current: shown(current) }];
}

/** An entry of a collection, an article or a landing page: its collection's name (`insights`, `pages`) and its address. */
type ItemName = NonNullable<ReturnType<typeof editorItemOf>>;

type Fields = Record<string, unknown>;

/** A translation's label in Publish and History, by its language and page: `Deutsch › Home`. */
function translationLabel(path: string) {
  const { code, name } = translationFileOf(path.replace(/\.originals\.yaml$/, '.yaml'))!;
  const language = siteLanguages().translations.find((listed) => listed.code === code);
  return `${language?.name ?? code} › ${copyFileOf(`lib/content/${name}`)!.label}`;
}

/** An item's fields' schema, and its label in Publish and History (`Insights › <title>`). */
const itemSchema = ({ collection }: ItemName) => collections[collection as keyof typeof collections].schema as Record<string, FieldSchema>;
const itemLabel = (fields: Fields, { collection, address }: ItemName) => `${editorCollections.get(collection)!.label} › ${String(fields.title ?? address)}`;

/**
 * The files of an entry of the editor (`home`, `insights:<address>`, `pages:<address>`), as Publish
 * and History name them: its copy file, article or landing page, the folder of its images, the
 * schema of its fields, and its label.
 */
export function entryFiles(projectRoot: string, entry: string) {
  const item = articleOfEntry(entry);
  if (item && editorCollections.has(item.collection)) {
    const { collection, address } = item;
    const file = editorItemFile(item);
    const onDisk = join(projectRoot, file);
    const fields = (existsSync(onDisk) ? fieldsAt(file, readFileSync(onDisk)) : {}) as Fields;
    return { file, images: `${editorCollections.get(collection)!.images}/${address}`, schema: itemSchema(item), label: itemLabel(fields, item) };
  }
  const translation = translationFileOfEntry(entry);
  if (translation) {
    const described = copyFileOf(translation)!;
    // A translation has no images of its own: its record of originals goes with it instead.
    return { file: translation, images: originalsFileOf(translation), schema: described.schema as Record<string, FieldSchema>, label: translationLabel(translation) };
  }
  const found = [...copyFiles].find(([, described]) => described.entry === entry);
  return found && { file: found[0], images: found[1].images, schema: found[1].schema as Record<string, FieldSchema>, label: found[1].label };
}

export type EntryFiles = NonNullable<ReturnType<typeof entryFiles>>;

/** A content file's fields, parsed; undefined where there is no such file. */
export const fieldsAt = (path: string, contents: Buffer | undefined) => (contents ? fieldsOfFile(path, contents.toString('utf8')) : undefined);

/** An item's fields as saved, else as published (a deleted one's): its title names it. */
async function itemFields(git: SimpleGit, projectRoot: string, published: string, item: ItemName) {
  const path = editorItemFile(item);
  const onDisk = join(projectRoot, path);
  return { saved: existsSync(onDisk), fields: (fieldsAt(path, existsSync(onDisk) ? readFileSync(onDisk) : await fileAt(git, published, path)) ?? {}) as Fields };
}

/** The editor's entry a file belongs to: images live in their page's folder (lib/content/images/home/…), an article's or landing page's in its own. */
async function entryOf(git: SimpleGit, projectRoot: string, published: string, path: string): Promise<Pick<FileChange, 'entry' | 'label' | 'editorPage'>> {
  const item = editorItemOf(path);
  if (item) {
    const { saved, fields } = await itemFields(git, projectRoot, published, item);
    const entry = articleEntry(item.collection, item.address);
    return { entry, label: `${itemLabel(fields, item)}${saved ? '' : ' (deleted)'}`, editorPage: saved ? entryAddress(entry) : undefined };
  }
  const translation = translationFileOf(path.replace(/\.originals\.yaml$/, '.yaml'));
  if (translation) {
    const entry = translationEntry(translation.code, copyFileOf(`lib/content/${translation.name}`)!.entry);
    return { entry, label: translationLabel(path), editorPage: entryAddress(entry) };
  }
  const { entry, label } = [...copyFiles].find(([file, { images }]) => path === file || path.startsWith(`${images}/`))?.[1] ?? { entry: '', label: 'Images' };
  return { entry, label, editorPage: entry ? entryAddress(entry) : undefined };
}

/** A body's paragraphs (blocks between blank lines) that the other side does not have: what the view shows of a changed body. */
const blocksNotIn = (text: string | undefined, other: string | undefined) => {
  const others = new Set(other?.split(/\n{2,}/));
  return text?.split(/\n{2,}/).filter((block) => !others.has(block)).join('\n\n') || undefined;
};

/**
 * Every copy file, article, landing page and image the marketer changed and has not published, in
 * the order of the editor's entries (articles and landing pages after the built pages); a field shows its published wording
 * (`published`) beside the new one.
 */
export async function unpublishedChanges(git: SimpleGit, projectRoot: string, { base, published }: { base: string; published: string }): Promise<FileChange[]> {
  const [tracked, untracked] = await Promise.all([
    git.raw(['diff', '--name-only', '--no-renames', base, '--', ...CONTENT_PATHS]),
    git.raw(['ls-files', '--others', '--exclude-standard', '--', ...CONTENT_PATHS]),
  ]);
  const changed = [...new Set(`${tracked}\n${untracked}`.split('\n').filter(Boolean))];
  const changes = await Promise.all(
    changed.map(async (path): Promise<FileChange> => {
      const entry = await entryOf(git, projectRoot, published, path);
      const ofItem = editorItemOf(path);
      // The item's own file; its images are files of the item, not fields.
      const item = ofItem && editorItemFile(ofItem) === path ? ofItem : undefined;
      const copyFile = copyFileOf(path);
      if (!copyFile && !item) return { path, ...entry, fields: [] };
      const onDisk = join(projectRoot, path);
      const written = existsSync(onDisk) ? fieldsAt(path, readFileSync(onDisk)) : undefined;
      // An item new or deleted has each of its fields added or taken away; a translation new, its words.
      const none = item ? {} : copyFile && 'language' in copyFile ? untranslated({ kind: 'object', fields: copyFile.schema }, written) : undefined;
      const current = written ?? none;
      const [atBase, live] = await Promise.all([fileAt(git, base, path), fileAt(git, published, path)]).then((versions) => versions.map((version) => fieldsAt(path, version) ?? none));
      const schema = item ? itemSchema(item) : (copyFile!.schema as Record<string, FieldSchema>);
      const fields = changedFields(atBase, current)
        .map((change) => ({ ...change, label: fieldLabel(schema, change.field), published: shown(valueAt(live, change.field)) }))
        .map((change) => (change.field === 'body' ? { ...change, published: blocksNotIn(change.published, change.current), current: blocksNotIn(change.current, change.published) } : change))
        // A field that is empty on both sides (a new article's former addresses) shows no change.
        .filter((change) => (change.published ?? '') !== (change.current ?? ''));
      const saved = item && current ? publishing(current as Fields) : undefined;
      return { path, ...entry, fields, ...(saved && !saved.draft && !isPublished(saved) && { goesLive: goesLiveWords(saved) }) };
    }),
  );
  const order = [...copyFiles.values()].map(({ entry }) => entry);
  const rank = (change: FileChange) => (order.includes(change.entry) ? order.indexOf(change.entry) : order.length);
  return changes.filter((change) => change.fields.length > 0 || !holdsFields(change.path)).sort((a, b) => rank(a) - rank(b) || a.label.localeCompare(b.label) || a.path.localeCompare(b.path));
}
