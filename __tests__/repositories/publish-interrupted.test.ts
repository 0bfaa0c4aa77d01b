// Nothing a marketer saved is lost when Publish stops at any step: a hook refuses, git or the dev
// server is stopped, the build fails, the remote goes away. Each leaves the saved copy in the
// working tree (or the dev server puts it back as it next starts) and no merge or stash behind.
import { execFileSync } from 'node:child_process';
import { readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { simpleGit } from 'simple-git';

import { homeCopy } from '@/lib/content-reader';
import { publish, repositoryProblem, type Outcome, type PublishOptions } from '@/app/_editor/publish/publish';
import { interruptionNotice, recoverSavedCopy } from '@/app/_editor/publish/saved-copy';

import { ABOUT, clones, colleaguePublishes, edit, git, HOME, read, remoteCopy, removeClones } from './clones';

const built: PublishOptions = { check: async () => undefined };
const expectKind = (outcome: Outcome, kind: Outcome['kind']) => expect(outcome).toEqual(expect.objectContaining({ kind }));
const hook = (clone: string, name: string, script: string) => writeFileSync(join(clone, '.git/hooks', name), `#!/bin/sh\n${script}\n`, { mode: 0o755 });

/** No merge under way, no lock of a stopped git, and nothing of Publish's left in git's stash: the clone as a developer expects to find it. */
async function expectClean(clone: string, developersStashes: string[] = []) {
  expect(await repositoryProblem(simpleGit(clone))).toBeUndefined();
  expect(readdirSync(join(clone, '.git')).filter((name) => name.endsWith('.lock'))).toEqual([]);
  expect(git(clone, 'stash', 'list', '--format=%s').split('\n').filter(Boolean)).toEqual(developersStashes.map((message) => `On main: ${message}`));
}

/** A colleague published the eyebrow while the marketer saved the title: what every test here publishes. */
function savedWhileColleaguePublished() {
  const repositories = clones();
  colleaguePublishes(repositories.colleague, HOME, (copy) => (copy.hero.eyebrow = 'The colleague’s eyebrow'));
  edit(repositories.clone, HOME, (copy) => (copy.hero.title = 'The marketer’s headline'));
  return repositories;
}

/** Both changes live, once Publish is pressed again. */
async function expectPublishedAgain(clone: string, bare: string) {
  expectKind(await publish(clone, built), 'published');
  expect(remoteCopy(bare, HOME).hero).toEqual(expect.objectContaining({ eyebrow: 'The colleague’s eyebrow', title: 'The marketer’s headline' }));
}

afterAll(removeClones);

/** A publish whose push failed left a commit here, so what comes in is merged, not fast-forwarded (and merge hooks run). */
function committedHere(clone: string) {
  edit(clone, ABOUT, (copy) => (copy.intro.title = 'An introduction committed here'));
  git(clone, 'commit', '--quiet', '--message', 'Publish copy: About (intro.title)', '--', ABOUT);
}

test.each([
  ['a hook that refuses the merge of what was published', 'echo "merges need a ticket" >&2; exit 1'],
  // Its parent is the git that merges, stopped before it commits.
  ['git stopped part-way through the merge', 'kill -9 $PPID'],
])('%s: refused, the clone as it was, a developer’s stash kept', async (_, script) => {
  const { clone, bare } = savedWhileColleaguePublished();
  committedHere(clone);
  writeFileSync(join(clone, 'lib/site.ts'), 'export const site = 2; // set aside by a developer\n');
  git(clone, 'stash', 'push', '--quiet', '--message', 'a developer’s work', '--', 'lib/site.ts');
  const head = git(clone, 'rev-parse', 'HEAD');
  hook(clone, 'pre-merge-commit', script);

  const outcome = await publish(clone, built);
  expectKind(outcome, 'refused');
  expect(outcome.message).toMatch(/could not be brought into this clone.*Nothing is lost/);
  expect(read(clone, HOME).hero.title).toBe('The marketer’s headline');
  expect(git(clone, 'rev-parse', 'HEAD')).toBe(head);
  await expectClean(clone, ['a developer’s work']);

  rmSync(join(clone, '.git/hooks/pre-merge-commit'));
  await expectPublishedAgain(clone, bare);
  expect(remoteCopy(bare, ABOUT).intro.title).toBe('An introduction committed here');
});

/** How a test stops the dev server in each step of a publish: a hook of the clone's, or the build. */
const devServerStops = [
  { step: 'brought in what was published', hook: 'post-merge', script: 'kill -9 "$PUBLISHING_PROCESS"' },
  { step: 'built the site', inBuild: true },
  // The hook's parent is the git that commits or pushes, stopped with the server.
  { step: 'committed your copy', hook: 'pre-commit', script: 'kill -9 "$PUBLISHING_PROCESS" $PPID' },
  { step: 'sent your copy', hook: 'pre-push', script: 'kill -9 "$PUBLISHING_PROCESS" $PPID' },
];

test.each(devServerStops)('the dev server stopped while it $step: as it starts again it puts things right, and the Publish view says so', async (stop) => {
  const { clone, bare } = savedWhileColleaguePublished();
  if (stop.hook) hook(clone, stop.hook, stop.script);

  let stopped = '';
  try {
    execFileSync(process.execPath, [join(__dirname, 'publish-in-a-process.mjs'), clone, ...(stop.inBuild ? ['build'] : [])], { encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    stopped = (error as { signal: string }).signal;
  }
  expect(stopped).toBe('SIGKILL');

  const notice = await recoverSavedCopy(clone);
  expect(notice).toContain(`A publish stopped part-way while it ${stop.step}`);
  expect(read(clone, HOME).hero).toEqual(expect.objectContaining({ eyebrow: 'The colleague’s eyebrow', title: 'The marketer’s headline' }));
  await expectClean(clone);
  expect(await interruptionNotice(simpleGit(clone))).toBe(notice);
  // A second start finds nothing to do.
  expect(await recoverSavedCopy(clone)).toBeUndefined();

  if (stop.hook) rmSync(join(clone, '.git/hooks', stop.hook));
  await expectPublishedAgain(clone, bare);
  expect(await interruptionNotice(simpleGit(clone))).toBeUndefined();
});

test.each([
  ['commits', 'pre-commit', 'refused', /committing the copy stopped part-way.*Nothing is lost/],
  ['pushes', 'pre-push', 'committed', /not published: sending it to origin failed \(origin does not have it\).*Nothing is lost/],
] as const)('git stopped while it %s: not published, said so, and nothing left in the way', async (_, name, kind, message) => {
  const { clone, bare } = savedWhileColleaguePublished();
  hook(clone, name, 'kill -9 $PPID');

  const outcome = await publish(clone, built);
  expectKind(outcome, kind);
  expect(outcome.message).toMatch(message);
  expect(read(clone, HOME).hero.title).toBe('The marketer’s headline');
  await expectClean(clone);

  rmSync(join(clone, '.git/hooks', name));
  await expectPublishedAgain(clone, bare);
});

test('a commit hook that refuses: nothing committed, the saved copy where it was', async () => {
  const { clone, bare } = savedWhileColleaguePublished();
  hook(clone, 'pre-commit', 'echo "lint failed" >&2; exit 1');

  await expect(publish(clone, built)).rejects.toThrow(/lint failed/);
  expect(read(clone, HOME).hero.title).toBe('The marketer’s headline');
  expect(remoteCopy(bare, HOME).hero.title).toBe(homeCopy.hero.title);
  await expectClean(clone);

  rmSync(join(clone, '.git/hooks/pre-commit'));
  await expectPublishedAgain(clone, bare);
});

test('a remote that goes away: committed here, said so, and sent when it is back', async () => {
  const { clone, bare } = savedWhileColleaguePublished();
  renameSync(bare, `${bare}.away`);

  const outcome = await publish(clone, built);
  expectKind(outcome, 'committed');
  expect(outcome.message).toMatch(/not published: sending it to origin failed.*Nothing is lost/);
  expect(read(clone, HOME).hero.title).toBe('The marketer’s headline');
  await expectClean(clone);

  renameSync(`${bare}.away`, bare);
  await expectPublishedAgain(clone, bare);
});
