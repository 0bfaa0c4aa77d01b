// What was published since this clone last did (a colleague's publish, a developer's push), brought
// into the clone before a publish, as `git pull` would, and with the copy merged field by field as
// saves are: the marketer's saved copy is set aside (git stash), the remote merged in, and the copy
// written back over it. A field both changed keeps the marketer's wording and is named, so the
// marketer sees both and chooses: publish again to put theirs live, or discard it.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { SimpleGit } from 'simple-git';

import { holdsFields } from '@/lib/content/content-file';
import { describeConflicts, mergeContentTexts } from '@/lib/content/save-merge';
import { CONTENT_PATHS } from '@/lib/content/schema.mjs';

import { fileAt } from './changes';

const lines = (output: string) => output.split('\n').filter(Boolean);
const same = (a?: Buffer, b?: Buffer) => (a && b ? a.equals(b) : a === b);
/** Writes `contents` to the file, or removes it where there is none. */
const put = (file: string, contents: Buffer | string | undefined) => (contents === undefined ? rmSync(file, { force: true }) : writeFileSync(file, contents));

/**
 * `ours` and `theirs` of a copy file, article or image, both changed from `base`, as one; `conflicts` hears
 * of each field (or image) both changed differently, which keeps ours.
 */
function mergedFile(path: string, base: Buffer | undefined, theirs: Buffer | undefined, ours: Buffer | undefined, conflicts: string[]) {
  if (same(theirs, base) || same(ours, theirs)) return ours;
  if (same(ours, base)) return theirs;
  if (holdsFields(path) && theirs && ours) {
    const merged = mergeContentTexts(path, base?.toString('utf8'), theirs.toString('utf8'), ours.toString('utf8'), true);
    if (merged.conflicts.length > 0) conflicts.push(`${path}: ${describeConflicts(merged.conflicts)}`);
    return Buffer.from(merged.text);
  }
  conflicts.push(`${path} was changed both here and in what was published`);
  return ours;
}

/** Brings `remoteRef` into the clone; resolves to the fields both sides changed, or to why it could not. */
export async function bringInPublished(git: SimpleGit, projectRoot: string, remoteRef: string): Promise<{ conflicts: string[] } | { refused: string }> {
  const before = (await git.revparse(['HEAD'])).trim();
  const saved = [...new Set([...lines(await git.raw(['diff', '--name-only', 'HEAD', '--', ...CONTENT_PATHS])), ...lines(await git.raw(['ls-files', '--others', '--exclude-standard', '--', ...CONTENT_PATHS]))])];
  const ours = new Map(saved.map((path) => [path, existsSync(join(projectRoot, path)) ? readFileSync(join(projectRoot, path)) : undefined]));
  if (saved.length > 0) await git.raw(['stash', 'push', '--include-untracked', '--message', 'Publish: the saved copy, while what was published comes in', '--', ...saved]);

  const conflicts: string[] = [];
  const refusedMerge = await git.merge(['--no-edit', remoteRef]).then(
    () => undefined,
    (error: Error) => error.message,
  );
  if (refusedMerge) {
    const conflicted = lines(await git.raw(['diff', '--name-only', '--diff-filter=U']));
    const inCode = conflicted.filter((path) => !CONTENT_PATHS.some((copy) => path === copy || path.startsWith(`${copy}/`)));
    if (conflicted.length === 0 || inCode.length > 0) {
      if (conflicted.length > 0) await git.merge(['--abort']);
      if (saved.length > 0) await git.raw(['stash', 'pop']);
      return { refused: `what was published since could not be brought into this clone (${inCode.join(', ') || refusedMerge.trim().split('\n')[0]}): ask a developer to merge it` };
    }
    // Copy committed here and not yet pushed, and changed there too: merged field by field.
    for (const path of conflicted) {
      const [base, mine, theirs] = await Promise.all([1, 2, 3].map((stage) => fileAt(git, `:${stage}`, path)));
      put(join(projectRoot, path), mergedFile(path, base, theirs, mine, conflicts));
    }
    await git.add(conflicted);
    await git.commit([], undefined, { '--no-edit': null });
  }

  // The saved copy, back over what came in.
  for (const path of saved) {
    const [base, theirs] = await Promise.all([fileAt(git, before, path), fileAt(git, 'HEAD', path)]);
    put(join(projectRoot, path), mergedFile(path, base, theirs, ours.get(path), conflicts));
  }
  if (saved.length > 0) await git.raw(['stash', 'drop']);
  return { conflicts };
}
