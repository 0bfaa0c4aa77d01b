// `npm run bench:publish-to-live`: from a marketer's press of Publish to the new words served to
// visitors, on this machine. A bare repository stands in for the forge: its post-receive hook starts
// what the deploy workflow runs (.github/workflows/site.yml: the plan, `npm ci` as on a fresh
// runner, the copy checks or the whole suite, the upload; lib/deploy/README.md) in a checkout of its
// own, apart from the push, as a forge queues a run. nginx serves the deploy target's live release
// with the production config. The marketer's clone runs `next dev`; a save is written as the
// editor writes it and Publish pressed through the editor's API. Reports each phase, the plan a
// code change gets, and `publish to live: <seconds> s`; writes reports/publish-to-live.{md,json}.
// Measures the committed HEAD (what a clone of the repository has).
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { serveWithNginx } from '../e2e/support/servers.ts';
import { commitCodeChange, git, lastSuiteTimes, makeForge, marketerEditor, onPush, phaseRows, planReason, publishPhases, runnerEnvironment, saveNewHeadline, seconds, step } from './forge.mjs';

const project = resolve('.');
const [, , mode, ...forgeArgs] = process.argv;

/**
 * The forge's run for the pushed `commit` (started by the hook): the plan job, then the deploy job's
 * steps, each phase's end written to `log` as a line of JSON.
 */
function forgeRun(work, commit) {
  runnerEnvironment(work);
  const runner = join(work, 'runner');
  const log = (phase, extra = {}) => appendFileSync(join(work, 'forge.log'), `${JSON.stringify({ phase, at: Date.now(), ...extra })}\n`);
  const env = { DEPLOY_TARGET: join(work, 'host'), NEXT_TELEMETRY_DISABLED: '1' };
  try {
    log('started');
    // A fresh checkout, as a runner's: nothing left of the last run's install or build.
    step(runner, `git fetch --quiet origin && git checkout --quiet --force --detach ${commit} && git clean -ffdxq`);
    const plan = Object.fromEntries(step(runner, 'node lib/deploy/plan.mjs push', env).trim().split('\n').map((line) => line.split('=')));
    log('plan', { path: plan.path });
    if (plan.path === 'idle') return;
    step(runner, 'rm -rf node_modules && npm ci --no-audit --no-fund');
    log('install');
    step(runner, plan.path === 'copy' ? 'bash .ci/copy-checks' : 'bash .ci/run', { ...env, SITE_NOW: plan.clock });
    log('checks');
    step(runner, 'node lib/deploy/deploy.mjs out', env);
    log('upload');
  } catch (error) {
    log('failed', { error: String(error.message) });
  }
}

/** Publish, pressed through the editor's API: its outcome, and each step with the time it came. */
async function pressPublish(api) {
  const steps = [];
  const response = await fetch(api, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action: 'publish' }) });
  let outcome;
  // Each step as it arrives: the editor's API streams them as Publish takes them.
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    const lines = (buffered + read.value).split('\n');
    buffered = lines.pop();
    for (const line of lines.filter(Boolean)) {
      const message = JSON.parse(line);
      if (message.step) steps.push({ step: message.step, at: Date.now() });
      if (message.outcome) outcome = message.outcome;
    }
  }
  const stepAt = (pattern) => steps.find(({ step }) => pattern.test(step))?.at;
  return { outcome, pushed: Date.now(), stepAt };
}

if (mode === '--forge-run') {
  forgeRun(...forgeArgs);
  process.exit(0);
}

const work = mkdtempSync(join(tmpdir(), 'publish-to-live-'));
const stops = [];
try {
  if (git(project, 'status', '--porcelain')) console.log('The working tree has changes: the bench measures the committed HEAD.');
  const { forge, runner } = makeForge(project, work);

  console.log('The first deploy, as the forge made it before the marketer began …');
  step(runner, 'npm ci --no-audit --no-fund && npm run build --silent && node lib/deploy/deploy.mjs out', { DEPLOY_TARGET: join(work, 'host'), NEXT_TELEMETRY_DISABLED: '1' });
  const nginx = await serveWithNginx(join(work, 'host/live/site'), join(runner, '.hosting/nginx-site.conf'));
  stops.push(nginx.stop);
  onPush(forge, work, 'refs/heads/main', join(project, 'bench/publish-to-live.mjs'));

  console.log('The marketer’s clone, with the editor running …');
  const { marketer, dev, api } = await marketerEditor(project, forge, work);
  stops.push(dev.stop);

  const words = `Published at ${new Date().toISOString()}`;
  saveNewHeadline(marketer, words);

  console.log('Publish …');
  const started = Date.now();
  const { outcome, pushed, stepAt } = await pressPublish(api);
  if (outcome?.kind !== 'published') throw new Error(`Publish did not publish: ${JSON.stringify(outcome)}`);

  let live;
  for (const deadline = Date.now() + 15 * 60_000; Date.now() < deadline; await new Promise((done) => setTimeout(done, 250))) {
    const page = await fetch(`${nginx.origin}/`).then((answer) => answer.text(), () => '');
    if (page.includes(words)) {
      live = Date.now();
      break;
    }
    const failed = existsSync(join(work, 'forge.log')) && readFileSync(join(work, 'forge.log'), 'utf8').includes('"failed"');
    if (failed) throw new Error(`The forge's run failed:\n${readFileSync(join(work, 'forge.log'), 'utf8')}`);
  }
  if (!live) throw new Error('The new words were not served within 15 minutes.');
  // The run writes its upload's end just after the switch that nginx already serves.
  while (!readFileSync(join(work, 'forge.log'), 'utf8').includes('"upload"')) await new Promise((done) => setTimeout(done, 100));
  const forgeLog = readFileSync(join(work, 'forge.log'), 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
  const at = (phase) => forgeLog.find((entry) => entry.phase === phase)?.at;
  const marks = [
    ...publishPhases(stepAt, started, pushed),
    ['forge: run started, checkout and plan', pushed, at('plan')],
    ['forge: npm ci', at('plan'), at('install')],
    [`forge: checks (${forgeLog.find((entry) => entry.phase === 'plan')?.path} path)`, at('install'), at('checks')],
    ['forge: upload and switch, served by nginx', at('checks'), live],
  ].map(([phase, from, to]) => ({ phase, seconds: seconds(to - from) }));
  const total = seconds(live - started);

  // A change of code instead: what the plan makes of it (its path is the whole suite, `npm test`).
  commitCodeChange(runner);
  const codePlan = step(runner, 'node lib/deploy/plan.mjs push 2>&1', { DEPLOY_TARGET: join(work, 'host') });

  const markdown = [
    '| phase | seconds |',
    '| --- | --- |',
    ...phaseRows(marks),
    `| **publish to live** | **${total}** |`,
    '',
    `A change of code: ${planReason(codePlan)} Its checks are \`bash .ci/run\`${lastSuiteTimes()}, then the same upload.`,
  ].join('\n');
  console.log(`\n${markdown}\n`);
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/publish-to-live.json', `${JSON.stringify({ phases: marks, publishToLiveSeconds: total, codeChange: codePlan.trim() }, null, 2)}\n`);
  writeFileSync('reports/publish-to-live.md', `${markdown}\n`);
  console.log(`publish to live: ${total} s`);
} finally {
  for (const stop of stops.reverse()) await stop();
  rmSync(work, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}
