// What bench:publish-to-live and bench:review-preview share: a bare repository standing in for the
// forge, with a runner's clone; the marketer's clone running the editor (`next dev`); a save as
// the editor writes it; Publish's own phases, from the times its steps came; and a change of code
// with what the plan makes of it, for the reports.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { startNextDev } from '../e2e/support/servers.ts';
import { readYaml, writeYaml } from '../lib/content-reader/yaml.mjs';

export const git = (cwd, ...args) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
export const seconds = (ms) => Number((ms / 1000).toFixed(1));

/** A step of the forge's run in `runner`, as the workflow writes it; throws with its output when it fails. */
export function step(runner, command, env = {}) {
  const result = spawnSync('sh', ['-c', command], { cwd: runner, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed:\n${result.stdout}\n${result.stderr}`.slice(-4000));
  return result.stdout;
}

/** The forge (a bare clone of `project`, HEAD as committed) and a runner's clone of it, in `work`. */
export function makeForge(project, work) {
  const forge = join(work, 'forge.git');
  const runner = join(work, 'runner');
  git(work, 'clone', '--quiet', '--bare', project, forge);
  // The machine's environment as the bench began (its network settings: a proxy's certificate, say).
  writeFileSync(join(work, 'runner-env.json'), JSON.stringify(process.env));
  git(work, 'clone', '--quiet', forge, runner);
  return { forge, runner };
}

/** In the hook's run: the machine's environment as the bench began, nothing of the pusher's. */
export const runnerEnvironment = (work) => (process.env = JSON.parse(readFileSync(join(work, 'runner-env.json'), 'utf8')));

/**
 * The forge's post-receive hook: for each pushed ref `refs` matches (a shell pattern), runs `script
 * --forge-run <work> <new commit> <branch>` apart from the push, as a forge queues a run.
 */
export function onPush(forge, work, refs, script) {
  writeFileSync(
    join(forge, 'hooks/post-receive'),
    // A runner has the machine's environment, nothing of the pusher's (the dev server's NODE_ENV, git's GIT_DIR).
    `#!/bin/sh\nwhile read old new ref; do\n  case "$ref" in ${refs}) env -i HOME="$HOME" PATH="$PATH" nohup "${process.execPath}" "${script}" --forge-run "${work}" "$new" "\${ref#refs/heads/}" > "${work}/forge-run.out" 2>&1 & ;; esac\ndone\n`,
    { mode: 0o755 },
  );
}

/** The marketer's clone of the forge in `work`, with the editor running under `settings`. */
export async function marketerEditor(project, forge, work, settings = {}) {
  const marketer = join(work, 'marketer');
  git(work, 'clone', '--quiet', forge, marketer);
  git(marketer, 'config', 'user.name', 'Marketer');
  git(marketer, 'config', 'user.email', 'marketer@example.com');
  execFileSync('cp', ['-al', join(project, 'node_modules'), join(marketer, 'node_modules')]);
  const dev = await startNextDev(marketer, settings);
  const api = `http://localhost:${dev.port}/api/publish`;
  await fetch(api).then((response) => response.json());
  return { marketer, dev, api };
}

/** A save of Home's headline, as the editor writes it; the new words. */
export function saveNewHeadline(marketer, words) {
  const home = join(marketer, 'lib/content/home.yaml');
  const copy = readYaml(readFileSync(home, 'utf8'));
  copy.hero.title = words;
  writeFileSync(home, writeYaml(copy));
}

/** Publish's own phases, from its press at `started` to the push's end at `pushed`; `stepAt` is when a step matching a pattern came. */
export const publishPhases = (stepAt, started, pushed) => [
  ['bring-in (fetch, merge what was published since)', started, stepAt(/building the site/i)],
  ['build (Publish’s own check: npm run build)', stepAt(/building the site/i), stepAt(/^Committing/)],
  ['commit', stepAt(/^Committing/), stepAt(/^Sending/)],
  ['push', stepAt(/^Sending/), pushed],
];

/** A change of code in the runner's clone, committed as a developer would: its path is the whole suite. */
export function commitCodeChange(runner) {
  writeFileSync(join(runner, 'lib/site.ts'), `${readFileSync(join(runner, 'lib/site.ts'), 'utf8')}// a change of code\n`);
  git(runner, 'commit', '--quiet', '--all', '--message', 'A change of code', '--author', 'Developer <dev@example.com>');
}

/** What a plan's output says of its path, in one line: its reason, without the `name=value` lines for the workflow. */
export const planReason = (output) => output.split('\n').filter((line) => line && !line.includes('=')).join(' ');

/** The whole suite's time as this machine last measured it (reports/suite-times.json), for a report's sentence; empty before any run. */
export function lastSuiteTimes() {
  if (!existsSync('reports/suite-times.json')) return '';
  const suite = JSON.parse(readFileSync('reports/suite-times.json', 'utf8'));
  return `, last measured here at ${suite.e2eMinutes} min of Playwright (${suite.e2eTests} tests) and ${suite.jest?.minutes ?? '?'} of Jest (reports/suite-times.json)`;
}

/** Phases as the rows of a report's table. */
export const phaseRows = (phases) => phases.map(({ phase, seconds: taken }) => `| ${phase} | ${taken} |`);
