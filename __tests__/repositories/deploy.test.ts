// The deploy (lib/deploy/) on real folders and git repositories: a clone of the project's copy
// (clones.ts) with an article scheduled, builds made by hand (the pages a build at that clock would
// write, and a chunk of its own), uploaded with the project's scripts to a target reached through
// a stand-in for ssh that runs each command on this machine, and can lose the connection.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { articleParts, articleSource } from '@/lib/content-reader/article-file.mjs';
import { articleAddresses, articlePaths } from '@/lib/content-reader/articles.mjs';
import { goesLiveAt } from '@/lib/content-schema/schedule.mjs';

import { clones, edit, git, HOME, removeClones } from './clones';

const project = process.cwd();
const PLAN = join(project, 'lib/deploy/plan.mjs');
const DEPLOY = join(project, 'lib/deploy/deploy.mjs');

let folder: string;
let clone: string;
let fakeSsh: string;
const scheduled = { date: '2031-03-04', time: '09:15' };
const scheduledHref = '/insights/a-scheduled-article/';
const dueAt = goesLiveAt(scheduled);
const minutes = (count: number) => new Date(dueAt.getTime() + count * 60_000);

beforeAll(() => {
  folder = realpathSync(mkdtempSync(join(tmpdir(), 'deploy-')));
  ({ clone } = clones({ remote: false }));
  // An article with a date and time to come, written as the editor writes it, committed as a publish would.
  const [template] = articlePaths();
  const { fields, body } = articleParts(readFileSync(template, 'utf8'));
  writeFileSync(join(clone, 'lib/content/insights/a-scheduled-article.mdoc'), articleSource({ ...fields, title: 'A scheduled article', ...scheduled, formerAddresses: [] }, body));
  git(clone, 'add', '--all');
  git(clone, 'commit', '--quiet', '--message', 'An article scheduled');
  // ssh to "deploy-host" runs the command here; FAIL_ON makes it drop the connection when the command holds that text.
  fakeSsh = join(folder, 'ssh');
  writeFileSync(fakeSsh, '#!/bin/sh\nshift\ncase "$*" in *"$FAIL_ON"*) [ -n "$FAIL_ON" ] && { echo "Connection to deploy-host closed." >&2; exit 255; };; esac\nexec sh -c "$*"\n', { mode: 0o755 });
  process.chdir(clone);
});
afterAll(() => {
  process.chdir(project);
  removeClones();
  rmSync(folder, { recursive: true, force: true });
});

/** The pages a build at `now` writes (its articles among them), a chunk named `chunk`, and a line saying which build it is. */
function buildAt(now: Date, name: string, chunk: string) {
  const out = join(folder, name);
  const page = (path: string, text: string) => {
    mkdirSync(join(out, path), { recursive: true });
    writeFileSync(join(out, path, 'index.html'), `<!doctype html><p>${text}</p><script src="/_next/static/chunks/${chunk}.js"></script>`);
  };
  page('/', name);
  for (const { href, title } of articleAddresses(now)) page(href, title);
  mkdirSync(join(out, '_next/static/chunks'), { recursive: true });
  writeFileSync(join(out, '_next/static/chunks', `${chunk}.js`), `/* ${name} */`);
  return out;
}

const env = (target: string, extra: Record<string, string> = {}) => ({ ...process.env, DEPLOY_TARGET: target, RSYNC_RSH: fakeSsh, ...extra });
const deploy = (out: string, target: string, extra: Record<string, string> = {}, args: string[] = []) =>
  spawnSync('node', [DEPLOY, out, ...args], { cwd: clone, env: env(target, extra), encoding: 'utf8' });
const planFor = (event: string, now: Date, target: string) => {
  const result = spawnSync('node', [PLAN, event], { cwd: clone, env: env(target, { SITE_NOW: now.toISOString() }), encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return { ...Object.fromEntries(result.stdout.trim().split('\n').map((line) => line.split('='))), reason: result.stderr.trim() };
};
/** What a visitor gets from the target, as nginx serves it (root live/site, links followed). */
const served = (root: string, path: string) => readFileSync(join(root, 'live/site', path), 'utf8');

test('a deploy makes its release live whole, keeps earlier assets, and one stopped half-way leaves the live release serving', () => {
  const root = join(folder, 'host-a');
  const target = `deploy-host:${root}`;
  const first = buildAt(minutes(-60), 'first', 'one');
  expect(deploy(first, target).status).toBe(0);
  expect(served(root, 'index.html')).toContain('first');
  expect(served(root, '_next/static/chunks/one.js')).toContain('first');

  // The connection drops as the pages go up: the assets are there, visitors still get the first release.
  const second = buildAt(minutes(-30), 'second', 'two');
  const stopped = deploy(second, target, { FAIL_ON: '/site/' });
  expect(stopped.status).not.toBe(0);
  expect(stopped.stderr).toContain(`Uploading the pages failed on ${target}: Connection to deploy-host closed.`);
  const stoppedAtSwitch = deploy(second, target, { FAIL_ON: 'live.next' });
  expect(stoppedAtSwitch.stderr).toContain('Switching visitors to the new release failed');
  expect(served(root, 'index.html')).toContain('first');
  expect(served(root, '_next/static/chunks/two.js')).toContain('second');

  expect(deploy(second, target).status).toBe(0);
  expect(served(root, 'index.html')).toContain('second');
  // A page of the first release still open hydrates from its own chunk.
  expect(served(root, '_next/static/chunks/one.js')).toContain('first');
  expect(JSON.parse(served(root, '../deploy.json')).commit).toBe(git(clone, 'rev-parse', 'HEAD'));

  // A scheduled rebuild planned before that deploy stands down: what went live since is newer.
  const planned = JSON.parse(served(root, '../deploy.json')).release;
  expect(deploy(second, target, {}, ['--if-live', planned]).stdout).toContain('Deployed');
  expect(deploy(first, target, {}, ['--if-live', planned]).stdout).toContain('Not deployed, stood down');
  expect(served(root, 'index.html')).toContain('second');

  for (let deploys = 0; deploys < 5; deploys++) expect(deploy(second, target).status).toBe(0);
  expect(readdirSync(join(root, 'releases'))).toHaveLength(5);
});

test('a scheduled article goes live with the first scheduled run after its time, not before, and is deployed once', () => {
  const root = join(folder, 'host-b');
  const target = root;
  expect(planFor('schedule', minutes(-90), target)).toEqual(expect.objectContaining({ path: 'idle', reason: expect.stringContaining('Nothing is live yet') }));
  expect(planFor('push', minutes(-90), target)).toEqual(expect.objectContaining({ path: 'code' }));

  expect(deploy(buildAt(minutes(-90), 'before', 'before'), target).status).toBe(0);
  const record = JSON.parse(served(root, '../deploy.json'));
  expect(record.scheduled).toEqual([{ href: scheduledHref, at: dueAt.toISOString() }]);
  expect(record.articles).not.toContain(scheduledHref);

  expect(planFor('schedule', minutes(-1), target)).toEqual(expect.objectContaining({ path: 'idle' }));
  const due = planFor('schedule', minutes(4), target);
  expect(due).toEqual(expect.objectContaining({ path: 'copy', commit: record.commit, clock: minutes(4).toISOString(), live: record.release, reason: expect.stringContaining(scheduledHref) }));

  expect(deploy(buildAt(new Date(due.clock), 'after', 'after'), target, {}, ['--if-live', due.live]).stdout).toContain('Deployed');
  expect(served(root, `${scheduledHref}index.html`)).toContain('A scheduled article');
  expect(JSON.parse(served(root, '../deploy.json')).scheduled).toEqual([]);
  expect(planFor('schedule', minutes(19), target)).toEqual(expect.objectContaining({ path: 'idle' }));
});

test('a push of copy alone takes the copy path, anything else or a rewritten history the whole suite; a scheduled run deploys copy left waiting', () => {
  const root = join(folder, 'host-c');
  expect(deploy(buildAt(minutes(-90), 'live', 'live'), root).status).toBe(0);
  const live = git(clone, 'rev-parse', 'HEAD');
  try {
    edit(clone, HOME, (copy) => (copy.hero.title = 'A headline pushed'));
    writeFileSync(join(clone, 'lib/content/images/home/a-photo.png'), 'a photo');
    git(clone, 'add', '--all');
    git(clone, 'commit', '--quiet', '--message', 'Publish copy');
    expect(planFor('push', minutes(-80), root)).toEqual(expect.objectContaining({ path: 'copy', commit: git(clone, 'rev-parse', 'HEAD'), reason: expect.stringContaining('only copy changed') }));
    expect(planFor('schedule', minutes(-80), root)).toEqual(expect.objectContaining({ path: 'copy', commit: git(clone, 'rev-parse', 'HEAD') }));

    writeFileSync(join(clone, 'lib/site.ts'), 'export const site = 2;\n');
    git(clone, 'commit', '--quiet', '--all', '--message', 'Code');
    expect(planFor('push', minutes(-80), root)).toEqual(expect.objectContaining({ path: 'code', reason: expect.stringContaining('lib/site.ts') }));
    expect(planFor('schedule', minutes(-80), root)).toEqual(expect.objectContaining({ path: 'idle', reason: expect.stringContaining('left to its push') }));
    expect(planFor('schedule', minutes(1), root)).toEqual(expect.objectContaining({ path: 'copy', commit: live }));

    git(clone, 'reset', '--quiet', '--hard', `${live}~1`);
    expect(planFor('push', minutes(-80), root)).toEqual(expect.objectContaining({ path: 'code', reason: expect.stringContaining('not an earlier commit') }));
  } finally {
    git(clone, 'reset', '--quiet', '--hard', live);
  }
});
