// The Publish view's Discard: a field, or a whole entry (its copy file or article, and its images),
// put back to the published wording; a translation's with its record of originals.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { simpleGit, type SimpleGit } from 'simple-git';

import { fieldsOfFile, fileOfFields } from '@/lib/content-reader/content-file';
import { originalsFileOf } from '@/lib/content-reader/translation-originals.mjs';
import { readYaml, writeYaml } from '@/lib/content-reader/yaml.mjs';
import { fieldPath } from '@/lib/content-schema/entry-rules.mjs';
import { translationFileOf } from '@/lib/content-schema/languages.mjs';

import { publishedRefs, unpublishedChanges } from './changes';
import { fileAt, writeOrRemove } from './git-files';

/** Puts one field of a copy file or article back to its published wording. */
export async function discardField(projectRoot: string, path: string, field: string) {
  const git = simpleGit(projectRoot);
  const published = await fileAt(git, (await publishedRefs(git)).published, path);
  const file = join(projectRoot, path);
  type Fields = Record<string | number, unknown>;
  const publishedCopy = (published ? fieldsOfFile(path, published.toString('utf8')) : {}) as Fields;
  const copy = fieldsOfFile(path, readFileSync(file, 'utf8')) as Fields;
  const keys = fieldPath(field);
  let [from, to] = [publishedCopy as Fields | undefined, copy];
  for (const key of keys.slice(0, -1)) {
    from = from?.[key] as Fields | undefined;
    to = to[key] as Fields;
  }
  const last = keys.at(-1)!;
  if (from?.[last] === undefined) delete to[last];
  else to[last] = from[last];
  // Once every field is as published, the published file itself, to the byte.
  const asPublished = JSON.stringify(copy) === JSON.stringify(publishedCopy);
  writeOrRemove(file, asPublished ? published : Buffer.from(fileOfFields(path, copy)));
  // A translation's field goes back to the original it was translated from then, too.
  if (translationFileOf(path)) await discardRecordOf(git, projectRoot, path, field);
}

/** The record of originals beside the translation at `path` (translation-originals.mjs), as published: of `field` only, or whole. */
async function discardRecordOf(git: SimpleGit, projectRoot: string, path: string, field?: string) {
  const recordPath = originalsFileOf(path);
  const published = await fileAt(git, (await publishedRefs(git)).published, recordPath);
  const file = join(projectRoot, recordPath);
  if (field === undefined || !existsSync(file)) return writeOrRemove(file, published);
  const record = (readYaml(readFileSync(file, 'utf8')) ?? {}) as Record<string, string>;
  const before = ((published && readYaml(published.toString('utf8'))) ?? {}) as Record<string, string>;
  if (field in before) record[field] = before[field];
  else delete record[field];
  writeOrRemove(file, Buffer.from(writeYaml(record)));
}

/** Puts an entry's copy file or article, and its images, back as published. */
export async function discardEntry(projectRoot: string, entry: string) {
  const git = simpleGit(projectRoot);
  const refs = await publishedRefs(git);
  for (const { path } of (await unpublishedChanges(git, projectRoot, refs)).filter((change) => change.entry === entry)) {
    writeOrRemove(join(projectRoot, path), await fileAt(git, refs.published, path));
    if (translationFileOf(path)) await discardRecordOf(git, projectRoot, path);
  }
}
