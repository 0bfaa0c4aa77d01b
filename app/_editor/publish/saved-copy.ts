// The marketer's saved copy while Publish runs. While it brings in what was published (bring-in.ts)
// the copy is set aside in git's stash, then written back over what came in, field by field.
// Nothing is lost at any step: an error puts it back at once, and a dev server stopped part-way
// (its step noted in the clone's git folder) is put right when it next starts
// (instrumentation.dev.ts), which says so in the Publish view. Beside the stash, the list of the
// files set aside: a stash also holds whatever a developer had staged, which is theirs to keep.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { simpleGit, type SimpleGit } from 'simple-git';

import { holdsFields } from '@/lib/content-reader/content-file';
import { describeConflicts, mergeContentTexts } from '@/app/_editor/saves/save-merge';

import { fileAt, lines, objectOf, writeOrRemove } from './git-files';

const STASH_MESSAGE = 'Publish: the saved copy, while what was published comes in';

const same = (a?: Buffer, b?: Buffer) => (a && b ? a.equals(b) : a === b);

/**
 * `ours` and `theirs` of a copy file, article or image, both changed from `base`, as one; `conflicts` hears
 * of each field (or image) both changed differently, which keeps ours.
 */
export function mergedFile(path: string, base: Buffer | undefined, theirs: Buffer | undefined, ours: Buffer | undefined, conflicts: string[]) {
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

/** Where Publish keeps its notes in the clone's git folder: its step, the files set aside, and what the last start put back. */
const notes = async (git: SimpleGit) => {
  const gitFolder = (await git.revparse(['--absolute-git-dir'])).trim();
  const folder = join(gitFolder, 'publish');
  return { gitFolder, folder, step: join(folder, 'step.txt'), setAside: join(folder, 'set-aside.json'), interrupted: join(folder, 'interrupted.txt') };
};

/** A publish's steps once it has begun, and what each does in the words of a notice. */
const STEPS = {
  'bring-in': 'brought in what was published',
  build: 'built the site',
  commit: 'committed your copy',
  push: 'sent your copy',
};
export type PublishStep = keyof typeof STEPS;

/** Notes the step a publish is at, until it ends (no step), for a start after a stop to put right. */
export async function noteStep(git: SimpleGit, step?: PublishStep) {
  const { folder, step: file } = await notes(git);
  if (!step) return rmSync(file, { force: true });
  mkdirSync(folder, { recursive: true });
  writeFileSync(file, step);
}

/** Removes the locks a `git commit` stopped part-way leaves (the index's, and `--only`'s index of its own): each would refuse the next commit. */
export async function clearStoppedCommit(git: SimpleGit) {
  const { gitFolder } = await notes(git);
  for (const name of readdirSync(gitFolder)) if (name === 'index.lock' || /^next-index-\d+\.lock$/.test(name)) rmSync(join(gitFolder, name), { force: true });
}

/** Sets the saved files (`paths`, changed or new) aside: the working tree then has them as HEAD does. */
export async function setAside(git: SimpleGit, paths: string[]) {
  const { folder, setAside } = await notes(git);
  mkdirSync(folder, { recursive: true });
  writeFileSync(setAside, JSON.stringify(paths));
  await git.raw(['stash', 'push', '--include-untracked', '--message', STASH_MESSAGE, '--', ...paths]);
}

/** The stash entry Publish set the saved copy aside in (`stash@{n}` and its commit), if one is there. */
async function setAsideEntry(git: SimpleGit) {
  const entry = lines(await git.raw(['stash', 'list', '--format=%gd %H %gs'])).find((line) => line.endsWith(`: ${STASH_MESSAGE}`));
  if (!entry) return undefined;
  const [name, commit] = entry.split(' ');
  return { name, commit };
}

/**
 * Writes the saved copy set aside back over what came in: each file merged field by field from where
 * it was set aside (a field changed on both sides keeps the marketer's wording and is named in
 * `conflicts`). Then drops the stash entry. Does nothing when none is there.
 */
export async function putSavedCopyBack(git: SimpleGit, projectRoot: string, conflicts: string[]) {
  const { setAside } = await notes(git);
  const entry = await setAsideEntry(git);
  if (entry && existsSync(setAside)) {
    // A stash's first parent is where it was made; its third, the files git did not track yet.
    const [before, untracked] = [`${entry.commit}^1`, `${entry.commit}^3`];
    const newFiles = new Set((await objectOf(git, `${untracked}^{commit}`)) ? lines(await git.raw(['ls-tree', '-r', '--name-only', untracked])) : []);
    for (const path of JSON.parse(readFileSync(setAside, 'utf8')) as string[]) {
      const [base, theirs, ours] = await Promise.all([fileAt(git, before, path), fileAt(git, 'HEAD', path), fileAt(git, newFiles.has(path) ? untracked : entry.commit, path)]);
      writeOrRemove(join(projectRoot, path), mergedFile(path, base, theirs, ours, conflicts));
    }
    await git.raw(['stash', 'drop', entry.name]);
  }
  rmSync(setAside, { force: true });
}

/**
 * Undoes a merge of `theirs` that stopped part-way (a hook refused it, git or the dev server was
 * stopped): git's own abort while the merge is recorded as under way; where git stopped before it
 * recorded it, each file it had already taken from `theirs` is put back as HEAD has it (a merge
 * takes no file a developer has changed: git refuses it first).
 */
export async function abandonMerge(git: SimpleGit, theirs: string) {
  if (await objectOf(git, 'MERGE_HEAD^{commit}')) return void (await git.merge(['--abort']));
  const staged = new Set(lines(await git.raw(['diff', '--cached', '--name-only', 'HEAD'])));
  for (const path of lines(await git.raw(['diff', '--name-only', 'HEAD', theirs]))) {
    if (!staged.has(path) || (await objectOf(git, `:${path}`)) !== (await objectOf(git, `${theirs}:${path}`))) continue;
    if (await objectOf(git, `HEAD:${path}`)) await git.raw(['checkout', 'HEAD', '--', path]);
    else await git.raw(['rm', '--quiet', '--force', '--', path]);
  }
}

/** Whether `theirs` was merged whole: HEAD holds it. (An exit code without a message is no error to simple-git, so not `--is-ancestor`.) */
export const mergedWhole = async (git: SimpleGit, theirs: string) => (await objectOf(git, theirs)) === (await git.raw(['merge-base', theirs, 'HEAD'])).trim();

/**
 * At the dev server's start, before it serves the editor: a publish that stopped part-way (the
 * server stopped, the machine went down) leaves the clone with no merge under way, no lock of a
 * stopped commit, and the saved copy in place (put back, merged with what came in, where it was
 * set aside). Resolves to what it did, in words, which the Publish view shows until the next publish.
 */
export async function recoverSavedCopy(projectRoot = process.cwd()) {
  const git = simpleGit(projectRoot);
  if (!(await git.checkIsRepo().catch(() => false))) return undefined;
  const { setAside, interrupted, step: stepNote } = await notes(git);
  const step = existsSync(stepNote) ? (readFileSync(stepNote, 'utf8') as PublishStep) : existsSync(setAside) ? 'bring-in' : undefined;
  if (!step || !(step in STEPS)) return undefined;
  const conflicts: string[] = [];
  const putBack = Boolean(await setAsideEntry(git));
  if (putBack) {
    const upstream = await objectOf(git, '@{upstream}');
    if (upstream && !(await mergedWhole(git, upstream))) await abandonMerge(git, upstream);
    await putSavedCopyBack(git, projectRoot, conflicts);
  }
  rmSync(setAside, { force: true });
  if (step === 'commit') await clearStoppedCommit(git);
  await noteStep(git);
  const notice =
    `A publish stopped part-way while it ${STEPS[step]} (the dev server stopped), so ${step === 'push' ? 'it may not have been published' : 'nothing was published'}. ` +
    `Your saved copy is ${putBack ? 'back ' : ''}as you saved it${conflicts.length > 0 ? `, beside what was published: ${conflicts.join('. ')}` : ''}. Publish again when you are ready.`;
  writeFileSync(interrupted, notice);
  return notice;
}

/** What the last start put back, if it did, until the next publish. */
export async function interruptionNotice(git: SimpleGit) {
  const { interrupted } = await notes(git);
  return existsSync(interrupted) ? readFileSync(interrupted, 'utf8') : undefined;
}

/** A publish starts: what the last start put back has been said. */
export const clearInterruptionNotice = async (git: SimpleGit) => rmSync((await notes(git)).interrupted, { force: true });
