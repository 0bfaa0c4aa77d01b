// What was published since this clone last did (a colleague's publish, a developer's push), brought
// into the clone before a publish, as `git pull` would, and with the copy merged field by field as
// saves are: the marketer's saved copy is set aside, the remote merged in, and the copy written
// back over it (saved-copy.ts). A field both changed keeps the marketer's wording and is named, so
// the marketer sees both and chooses: publish again to put theirs live, or discard it. Whatever
// stops the merge (a conflict in code, a hook, git itself stopped) leaves the clone as it was.
import { join } from 'node:path';

import type { SimpleGit } from 'simple-git';

import { CONTENT_PATHS } from '@/lib/content-schema/entry-rules.mjs';

import { fileAt, lines, writeOrRemove } from './git-files';
import { abandonMerge, mergedFile, mergedWhole, putSavedCopyBack, setAside } from './saved-copy';

const isCopy = (path: string) => CONTENT_PATHS.some((copy) => path === copy || path.startsWith(`${copy}/`));

/** Merges `remoteRef` into HEAD, copy committed on both sides field by field; resolves to why it could not. */
async function mergeIn(git: SimpleGit, projectRoot: string, remoteRef: string, conflicts: string[]) {
  const refusedMerge = await git.merge(['--no-edit', remoteRef]).then(
    // A git stopped by a signal is not an error to simple-git: a merge it left part-way is.
    async () => ((await mergedWhole(git, remoteRef)) ? undefined : 'the merge stopped before it was committed'),
    (error: Error) => error.message,
  );
  if (!refusedMerge) return undefined;
  const conflicted = lines(await git.raw(['diff', '--name-only', '--diff-filter=U']));
  const inCode = conflicted.filter((path) => !isCopy(path));
  if (conflicted.length === 0 || inCode.length > 0) return inCode.join(', ') || refusedMerge.trim().split('\n')[0];
  // Copy committed here and not yet pushed, and changed there too: merged field by field.
  for (const path of conflicted) {
    const [base, mine, theirs] = await Promise.all([1, 2, 3].map((stage) => fileAt(git, `:${stage}`, path)));
    writeOrRemove(join(projectRoot, path), mergedFile(path, base, theirs, mine, conflicts));
  }
  await git.add(conflicted);
  await git.commit([], undefined, { '--no-edit': null });
  return undefined;
}

/** Brings `remoteRef` into the clone; resolves to the fields both sides changed, or to why it could not. */
export async function bringInPublished(git: SimpleGit, projectRoot: string, remoteRef: string): Promise<{ conflicts: string[] } | { refused: string }> {
  const saved = [...new Set([...lines(await git.raw(['diff', '--name-only', 'HEAD', '--', ...CONTENT_PATHS])), ...lines(await git.raw(['ls-files', '--others', '--exclude-standard', '--', ...CONTENT_PATHS]))])];
  if (saved.length > 0) await setAside(git, saved);

  const conflicts: string[] = [];
  const refused = await mergeIn(git, projectRoot, remoteRef, conflicts).catch((error: Error) => error.message.trim().split('\n')[0]);
  if (refused) await abandonMerge(git, remoteRef);
  // The saved copy, back over what came in (or over the clone as it was, when nothing did).
  await putSavedCopyBack(git, projectRoot, conflicts);
  return refused ? { refused: `what was published since could not be brought into this clone (${refused}): ask a developer to merge it` } : { conflicts };
}
