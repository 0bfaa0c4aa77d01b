// The editor's Publish: the marketer's saved copy, checked and built, committed alone and pushed to
// the branch the site deploys from (or, in review mode, to a branch of its own). What a colleague
// published meanwhile comes in first, merged field by field as saves are (bring-in.ts); the same
// field changed on both sides is refused once with both wordings, and nothing is force-pushed or lost.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { simpleGit, type SimpleGit } from 'simple-git';

import { imageName } from '@/lib/content-schema/entry-rules.mjs';
import { CONTENT_PATHS } from '@/lib/content-schema/entry-rules.mjs';
import { changedPages } from '@/lib/deploy/changed-pages.mjs';

import { bringInPublished } from './bring-in';
import { publishedRefs, unpublishedChanges, type FileChange } from './changes';
import { reviewUrl, watchUrl } from './forges';
import { clearInterruptionNotice, clearStoppedCommit, noteStep } from './saved-copy';

export type Outcome =
  | { kind: 'published'; message: string; commit: string; watch?: string; pages: ChangedPage[] }
  | { kind: 'review'; message: string; commit: string; review?: string; branch: string; pages: ChangedPage[] }
  | { kind: 'committed'; message: string; commit: string }
  | { kind: 'refused'; message: string }
  | { kind: 'identity'; message: string };

/** A page the change shows on, as the review's comment links it. */
export type ChangedPage = { label: string; href: string };

export type PublishOptions = {
  /** Runs what the build checks; resolves to the reason it failed, if it did. Hears each line of its progress. */
  check: (onLine: (line: string) => void) => Promise<string | undefined>;
  onStep?: (step: string) => void;
  /** Push to a branch of its own and give the link to its pull or merge request. */
  review?: boolean;
};

/** Why this clone cannot publish now, in words: no repository, a detached HEAD, a merge or rebase under way. */
export async function repositoryProblem(git: SimpleGit) {
  if (!(await git.checkIsRepo().catch(() => false))) return 'This folder is not a git repository, so there is nowhere to publish to.';
  const branch = (await git.raw(['symbolic-ref', '--quiet', '--short', 'HEAD']).catch(() => '')).trim();
  if (!branch) return 'This clone is not on a branch (a detached HEAD): ask a developer to check out the branch the site deploys from.';
  const gitDir = (await git.revparse(['--absolute-git-dir'])).trim();
  for (const [marker, what] of [['MERGE_HEAD', 'a merge'], ['rebase-merge', 'a rebase'], ['rebase-apply', 'a rebase'], ['CHERRY_PICK_HEAD', 'a cherry-pick']]) {
    if (existsSync(join(gitDir, marker))) return `This clone is in the middle of ${what}: ask a developer to finish it, then publish.`;
  }
  return undefined;
}

/** The clone's git identity, or undefined when it has none (each commit names who made it). */
export async function identity(git: SimpleGit) {
  const [name, email] = await Promise.all(['user.name', 'user.email'].map((key) => git.getConfig(key).then(({ value }) => value)));
  return name && email ? { name, email } : undefined;
}

/** Sets the identity Publish commits as, for this clone only. */
export async function setIdentity(projectRoot: string, name: string, email: string) {
  const git = simpleGit(projectRoot);
  await git.addConfig('user.name', name.trim());
  await git.addConfig('user.email', email.trim());
}

/** `Publish copy: Home page (hero.title, cards[1].title); About page (meta.description)`. */
function commitMessage(changes: FileChange[]) {
  const byEntry = new Map<string, Set<string>>();
  for (const { label, fields, path } of changes) {
    const named = byEntry.get(label) ?? new Set();
    for (const { field } of fields) named.add(field);
    if (fields.length === 0) named.add(imageName(path));
    byEntry.set(label, named);
  }
  return `Publish copy: ${[...byEntry].map(([label, fields]) => `${label} (${[...fields].join(', ')})`).join('; ')}`;
}

/** The remote and branch of the current branch's upstream (`origin`, `main`), if it has one. */
async function upstreamOf(git: SimpleGit) {
  const { published: ref } = await publishedRefs(git);
  if (ref === 'HEAD') return undefined;
  const remote = (await git.getConfig(`branch.${(await git.revparse(['--abbrev-ref', 'HEAD'])).trim()}.remote`)).value!;
  return { ref, remote, branch: ref.slice(remote.length + 1), url: (await git.remote(['get-url', remote]))?.trim() ?? '' };
}

const short = (commit: string) => commit.slice(0, 7);

/** The commit `branch` has where `remote` pushes to (its push URL may not be the one it fetches from), or '' where it cannot be asked. */
const arrived = async (git: SimpleGit, remote: string, branch: string) =>
  git.raw(['ls-remote', (await git.remote(['get-url', '--push', remote]))?.trim() ?? remote, `refs/heads/${branch}`]).catch(() => '');

/** Publishes the copy as the Publish view's button does; says in words what happened. */
export async function publish(projectRoot: string, options: PublishOptions): Promise<Outcome> {
  const git = simpleGit(projectRoot);
  const problem = await repositoryProblem(git);
  if (problem) return { kind: 'refused', message: problem };
  if (!(await identity(git))) return { kind: 'identity', message: 'Each publish names who made it: give your name and email once.' };
  await clearInterruptionNotice(git);
  // Each step is noted until the publish ends: a dev server stopped in one is put right as it starts again (saved-copy.ts).
  try {
    return await publishSteps(git, projectRoot, options);
  } finally {
    await noteStep(git);
  }
}

/** Publish's steps: bring in what was published, build, commit, push. */
async function publishSteps(git: SimpleGit, projectRoot: string, { check, onStep = () => {}, review = false }: PublishOptions): Promise<Outcome> {
  const upstream = await upstreamOf(git);
  if (upstream) {
    onStep(`Asking ${upstream.remote} what was published since`);
    await git.fetch(upstream.remote).catch(() => onStep('The remote could not be reached: publishing what this clone knows'));
  }
  // Where the remote moved on, what it has comes in first, as a pull would, the copy merged field by field.
  const { base, published } = await publishedRefs(git);
  if (upstream && base !== (await git.revparse([published])).trim()) {
    onStep(`Bringing in what was published to ${upstream.ref} since`);
    await noteStep(git, 'bring-in');
    const broughtIn = await bringInPublished(git, projectRoot, upstream.ref);
    if ('refused' in broughtIn) return { kind: 'refused', message: `Not published: ${broughtIn.refused}. Nothing is lost: your copy is as you saved it.` };
    if (broughtIn.conflicts.length > 0) {
      return {
        kind: 'refused',
        message:
          `Not published: since you began, changes were published to the same fields. ${broughtIn.conflicts.join('. ')}. ` +
          'Your wording is still here, theirs is now the published one beside it. Publish again to put yours live, or discard yours to keep theirs.',
      };
    }
  }
  const changes = await unpublishedChanges(git, projectRoot, await publishedRefs(git));
  if (changes.length === 0) return { kind: 'refused', message: 'Nothing to publish: the copy is as it was last published.' };

  onStep('Checking the copy and building the site');
  await noteStep(git, 'build');
  const failed = await check((line) => onStep(line));
  if (failed) return { kind: 'refused', message: `Not published: the site does not build with this copy.\n${failed}` };

  onStep('Committing the copy');
  await noteStep(git, 'commit');
  await git.raw(['add', '--all', '--', ...CONTENT_PATHS]);
  const staged = async () => (await git.raw(['diff', '--cached', '--name-only', 'HEAD', '--', ...CONTENT_PATHS])).trim();
  // `--only`: whatever else a developer has staged stays staged and out of this commit.
  if (await staged()) await git.raw(['commit', '--only', '--message', commitMessage(changes), '--', ...CONTENT_PATHS]);
  if (await staged()) {
    await clearStoppedCommit(git);
    return { kind: 'refused', message: 'Not published: committing the copy stopped part-way (git was stopped before it finished). Nothing is lost: your copy is as you saved it.' };
  }

  const commit = (await git.revparse(['HEAD'])).trim();
  if (!upstream) {
    return {
      kind: 'committed',
      commit,
      message: `Committed here as ${short(commit)}, not published: this clone's branch has no remote branch to publish to. Ask a developer to set one (git push --set-upstream), then publish again.`,
    };
  }
  const target = review ? `copy/${new Date().toISOString().slice(0, 10)}-${short(commit)}` : upstream.branch;
  onStep(`Sending it to ${upstream.remote}/${target}`);
  await noteStep(git, 'push');
  const pushFailed = await git.push(upstream.remote, `HEAD:refs/heads/${target}`).then(
    // Asked where it was sent, not assumed: a push whose git was stopped resolves too.
    async () => ((await arrived(git, upstream.remote, target)).startsWith(commit) ? undefined : `${upstream.remote} does not have it`),
    (error: Error) => error.message.trim().split('\n').find((line) => /rejected|denied|fatal|error/i.test(line)) ?? error.message.trim(),
  );
  if (pushFailed) {
    return {
      kind: 'committed',
      commit,
      message: `Committed here as ${short(commit)}, not published: sending it to ${upstream.remote} failed (${pushFailed}). Nothing is lost: publish again to try once more.`,
    };
  }
  const pages = changedPages(changes.map(({ path }) => path), projectRoot);
  if (review) {
    const link = reviewUrl(upstream.url, upstream.branch, target, changes);
    return {
      kind: 'review',
      commit,
      review: link,
      branch: target,
      pages,
      message: `Sent for review as ${short(commit)} on the branch ${target}.${link ? ' Open its request for review:' : ' Ask a colleague to merge it.'}`,
    };
  }
  const watch = watchUrl(upstream.url);
  return { kind: 'published', commit, watch, pages, message: `Published as ${short(commit)} to ${upstream.ref}.${watch ? ' Watch the deploy:' : ''}` };
}
