// Publish on real git repositories (clones.ts). The build it runs first is a stub (`check`): git is
// what is tested here; the editor's test in e2e/editor-publish.spec.ts runs the real one.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { simpleGit } from 'simple-git';

import { homeCopy } from '@/lib/content-reader';
import { copyFiles } from '@/lib/content-schema/schema.mjs';
import { publishedRefs, unpublishedChanges } from '@/app/_editor/publish/changes';
import { publish, setIdentity, type Outcome, type PublishOptions } from '@/app/_editor/publish/publish';

import { ABOUT, clones, colleaguePublishes, edit, git, HOME, read, remoteCopy, removeClones } from './clones';

const built: PublishOptions = { check: async () => undefined };
const expectKind = (outcome: Outcome, kind: Outcome['kind']) => expect(outcome).toEqual(expect.objectContaining({ kind }));

afterAll(removeClones);

describe('publish', () => {
  test('sends only the copy, as the clone’s identity, with the pages and fields in its message; a developer’s work stays where it was', async () => {
    const { clone, bare } = clones();
    edit(clone, HOME, (copy) => (copy.hero.title = 'A new headline'));
    edit(clone, ABOUT, (copy) => (copy.intro.title = 'A new introduction'));
    writeFileSync(join(clone, 'lib/site.ts'), 'export const site = 2; // work in progress\n');
    writeFileSync(join(clone, 'lib/staged.ts'), 'export const staged = true;\n');
    git(clone, 'add', 'lib/staged.ts');

    const steps: string[] = [];
    const outcome = await publish(clone, { ...built, onStep: (step) => steps.push(step) });

    expectKind(outcome, 'published');
    expect(outcome.message).toContain('Published');
    expect(git(bare, 'show', '--name-only', '--format=%an <%ae>%n%s', 'main').split('\n')).toEqual([
      'Marketer <marketer@example.com>',
      'Publish copy: Home (hero.title); About (intro.title)',
      '',
      ABOUT,
      HOME,
    ]);
    expect(remoteCopy(bare, HOME).hero.title).toBe('A new headline');
    expect(readFileSync(join(clone, 'lib/site.ts'), 'utf8')).toContain('work in progress');
    expect(git(clone, 'status', '--porcelain').split('\n').map((line) => line.trim())).toEqual(['M lib/site.ts', 'A  lib/staged.ts']);
    expect(steps.join('\n')).toMatch(/building/i);
    // What the view links once the change is live: the pages the two files show on.
    expect((outcome as { pages: { href: string }[] }).pages.map(({ href }) => href).sort()).toEqual(['/', '/about/']);
    expect(await unpublishedChanges(simpleGit(clone), clone, await publishedRefs(simpleGit(clone)))).toEqual([]);
  });

  test('brings in what a colleague published to another field first: both arrive, and nothing is force-pushed', async () => {
    const { clone, bare, colleague } = clones();
    colleaguePublishes(colleague, HOME, (copy) => (copy.hero.eyebrow = 'The colleague’s eyebrow'));
    edit(clone, HOME, (copy) => (copy.hero.title = 'The marketer’s headline'));

    expectKind(await publish(clone, built), 'published');

    const published = remoteCopy(bare, HOME);
    expect(published.hero).toEqual(expect.objectContaining({ eyebrow: 'The colleague’s eyebrow', title: 'The marketer’s headline' }));
    // The colleague's commit is still in the remote's history.
    expect(git(bare, 'log', '--format=%s', 'main')).toContain('A colleague’s publish');
  });

  test('refuses the same field changed on both sides, naming both wordings and keeping the marketer’s; publishing again puts the marketer’s live', async () => {
    const { clone, bare, colleague } = clones();
    colleaguePublishes(colleague, HOME, (copy) => (copy.hero.title = 'The colleague’s headline'));
    edit(clone, HOME, (copy) => (copy.hero.title = 'The marketer’s headline'));

    const refused = await publish(clone, built);
    expectKind(refused, 'refused');
    expect(refused.message).toContain('hero.title now says “The colleague’s headline”, you wrote “The marketer’s headline”');
    expect(read(clone, HOME).hero.title).toBe('The marketer’s headline');
    expect(remoteCopy(bare, HOME).hero.title).toBe('The colleague’s headline');

    expectKind(await publish(clone, built), 'published');
    expect(remoteCopy(bare, HOME).hero.title).toBe('The marketer’s headline');
  });

  test('commits here and says so in a clone without a remote branch', async () => {
    const { clone } = clones({ remote: false });
    edit(clone, HOME, (copy) => (copy.hero.title = 'A new headline'));
    const outcome = await publish(clone, built);
    expectKind(outcome, 'committed');
    expect(outcome.message).toMatch(/not published: this clone's branch has no remote branch/);
    expect(git(clone, 'log', '-1', '--format=%s')).toBe('Publish copy: Home (hero.title)');
  });

  test('tells of a refused push, loses nothing, and sends it when published again', async () => {
    const { clone, bare } = clones();
    const hook = join(bare, 'hooks/pre-receive');
    writeFileSync(hook, '#!/bin/sh\necho "denied by policy" >&2\nexit 1\n', { mode: 0o755 });
    edit(clone, HOME, (copy) => (copy.hero.title = 'A new headline'));

    const outcome = await publish(clone, built);
    expectKind(outcome, 'committed');
    expect(outcome.message).toMatch(/not published: sending it to origin failed .*publish again/i);
    expect(remoteCopy(bare, HOME).hero.title).toBe(homeCopy.hero.title);
    expect(read(clone, HOME).hero.title).toBe('A new headline');

    rmSync(hook);
    expectKind(await publish(clone, built), 'published');
    expect(remoteCopy(bare, HOME).hero.title).toBe('A new headline');
  });

  test('refuses, committing nothing, when the build fails, and says why', async () => {
    const { clone } = clones();
    edit(clone, HOME, (copy) => (copy.hero.title = 'A new headline'));
    const outcome = await publish(clone, { check: async () => 'lib/content/home.yaml:9: hero.title: broken' });
    expectKind(outcome, 'refused');
    expect(outcome.message).toContain('lib/content/home.yaml:9: hero.title: broken');
    expect(git(clone, 'log', '--format=%s')).toBe('The site');
  });

  test('refuses a detached HEAD and a merge under way, and asks for an identity once when the clone has none', async () => {
    const { clone } = clones();
    edit(clone, HOME, (copy) => (copy.hero.title = 'A new headline'));
    git(clone, 'checkout', '--quiet', '--detach');
    expect((await publish(clone, built)).message).toMatch(/not on a branch/);
    git(clone, 'checkout', '--quiet', 'main');

    writeFileSync(join(git(clone, 'rev-parse', '--absolute-git-dir'), 'MERGE_HEAD'), `${git(clone, 'rev-parse', 'HEAD')}\n`);
    expect((await publish(clone, built)).message).toMatch(/in the middle of a merge/);
    rmSync(join(git(clone, 'rev-parse', '--absolute-git-dir'), 'MERGE_HEAD'));

    git(clone, 'config', '--unset', 'user.name');
    expectKind(await publish(clone, built), 'identity');
    await setIdentity(clone, 'Mar Keter', 'mar@example.com');
    expectKind(await publish(clone, built), 'published');
    expect(git(clone, 'log', '-1', '--format=%an')).toBe('Mar Keter');
  });
});

describe('review mode', () => {
  test('sends a branch of its own, leaves the published branch as it was, and links a request that says what changed', async () => {
    const { clone, bare } = clones();
    // Fetched from a forge's address, pushed to the bare repository.
    git(clone, 'remote', 'set-url', 'origin', 'git@github.com:acme/site.git');
    git(clone, 'remote', 'set-url', '--push', 'origin', bare);
    edit(clone, HOME, (copy) => (copy.hero.title = 'A new headline'));

    const outcome = await publish(clone, { ...built, review: true });
    expectKind(outcome, 'review');
    const branch = git(bare, 'branch', '--list', 'copy/*').replace(/^[* ]+/, '');
    const link = new URL((outcome as { review: string }).review);
    expect(`${link.origin}${link.pathname}`).toBe(`https://github.com/acme/site/compare/main...${encodeURIComponent(branch)}`);
    expect(link.searchParams.get('title')).toBe(`Copy: ${copyFiles.get(HOME)!.label}`);
    expect(link.searchParams.get('body')).toContain(`**Hero › Title**\n\nPublished:\n> ${homeCopy.hero.title}\n\nNew:\n> A new headline`);
    expect(remoteCopy(bare, HOME).hero.title).toBe(homeCopy.hero.title);
    expect(remoteCopy(bare, HOME, branch).hero.title).toBe('A new headline');
    // What the view asks the branch's preview about.
    expect(outcome).toEqual(expect.objectContaining({ branch, pages: [{ label: copyFiles.get(HOME)!.label, href: '/' }] }));
  });
});
