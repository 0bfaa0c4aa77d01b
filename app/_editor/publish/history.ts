// The History view's versions of an entry: each published commit that changed its copy file or
// article, or their images (when, who, which fields), and any one of them as the files a draft of
// the entry holds.
import type { SimpleGit } from 'simple-git';

import { imageName } from '@/lib/content-schema/entry-rules.mjs';

import { changedFields, fieldsAt, publishedRefs, type EntryFiles } from './changes';
import { fieldLabel } from './field-labels';
import { fileAt } from './git-files';

/** A published version: its commit, when and by whom, and the fields it changed, in the editor's words. */
export type Version = { commit: string; date: string; author: string; subject: string; fields: string[] };

/** Each published version of the entry whose files are `entry` (changes.ts: entryFiles), newest first (at most `limit`). */
export async function versionsOf(git: SimpleGit, { file, images, schema }: EntryFiles, limit = 50): Promise<Version[]> {
  const { published } = await publishedRefs(git);
  const log = await git.log(['--no-merges', `--max-count=${limit}`, published, '--', file, images]).catch(() => undefined);
  if (!log) return [];
  return Promise.all(
    log.all.map(async ({ hash, date, author_name, message }) => {
      const [before, after] = await Promise.all([fileAt(git, `${hash}^`, file), fileAt(git, hash, file)]);
      const imagesChanged = (await git.raw(['diff', '--name-only', `${hash}^`, hash, '--', images]).catch(() => '')).split('\n').filter(Boolean);
      // A file's first version changes no field: it has the commit's own words.
      const fields = [...changedFields(fieldsAt(file, before), fieldsAt(file, after)).flatMap(({ field }) => (field ? [fieldLabel(schema, field)] : [])), ...imagesChanged.map(imageName)];
      return { commit: hash, date, author: author_name, subject: message, fields };
    }),
  );
}

/** The entry's files at `commit` (its copy file or article, and its images), as a draft of it holds them. */
export async function filesAt(git: SimpleGit, { file, images }: EntryFiles, commit: string) {
  const imagePaths = (await git.raw(['ls-tree', '-r', '--name-only', commit, '--', images])).split('\n').filter(Boolean);
  const files = new Map<string, Buffer>();
  for (const path of [file, ...imagePaths]) {
    const contents = await fileAt(git, commit, path);
    if (contents) files.set(path, contents);
  }
  return files;
}
