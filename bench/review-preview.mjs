// `npm run bench:review-preview`: from a marketer's press of "Send for review" to the review's
// preview serving the new words, on this machine. A bare repository stands in for the forge: its
// post-receive hook runs the workflow's review path exactly (`bash .ci/review-preview open <branch>
// origin/main`, as .github/workflows/site.yml does) in a fresh checkout of its own, apart from the
// push. nginx serves the deploy target's previews with .hosting/nginx-previews.conf at
// <name>.preview.localhost. The marketer's clone runs `next dev` in review mode; Chromium presses
// the button in the Publish view, which then says when the preview shows the push. Reports each
// phase, the request's comment, the plan a code change gets, and `review to preview: <seconds> s`;
// writes reports/review-preview.{md,json} and the view's screenshots at 1280 and 375 px.
// Measures the committed HEAD (what a clone of the repository has).
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

import { chromium } from '@playwright/test';

import { PUBLISH_ADDRESS } from '../app/_editor/keystatic-internals/addresses.mjs';
import { CHROMIUM_FLAGS, findChromium } from '../e2e/support/chromium.mjs';
import { serveWithNginx } from '../e2e/support/servers.ts';
import { previewName } from '../lib/deploy/preview-name.mjs';
import { hostFiles } from '../lib/hosting/host-files.mjs';
import { COMMENT_MARK } from '../lib/deploy/review-comment.mjs';
import { commitCodeChange, git, lastSuiteTimes, makeForge, marketerEditor, onPush, phaseRows, planReason, publishPhases, runnerEnvironment, saveNewHeadline, seconds, step } from './forge.mjs';

const project = resolve('.');
const [, , mode, ...forgeArgs] = process.argv;
const BASE = 'origin/main';
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** The lines of .ci/review-preview that end each phase of its run. */
const PHASE_ENDS = [
  ['plan', /^(Copy checks|Whole suite):/],
  ['install', /^added \d+ packages/],
  ['build', /^Host files:/],
  ['checks', /^copy checks passed/],
  ['upload', /^Preview \S+ shows/],
];

/**
 * The forge's run for the pushed `commit` of `branch` (started by the hook): a fresh checkout, then
 * the review path, each phase's end written to forge.log as a line of JSON, its output to forge.out.
 */
async function forgeRun(work, commit, branch) {
  runnerEnvironment(work);
  const runner = join(work, 'runner');
  const log = (phase, extra = {}) => appendFileSync(join(work, 'forge.log'), `${JSON.stringify({ phase, at: Date.now(), ...extra })}\n`);
  log('started', { branch });
  try {
    step(runner, `git fetch --quiet origin && git checkout --quiet --force --detach ${commit} && git clean -ffdxq`);
  } catch (error) {
    return log('failed', { error: String(error.message) });
  }
  const settings = JSON.parse(readFileSync(join(work, 'forge-settings.json'), 'utf8'));
  const run = spawn('sh', ['-c', `bash .ci/review-preview open '${branch}' ${BASE} 2>&1`], { cwd: runner, env: { ...process.env, ...settings } });
  for await (const line of createInterface({ input: run.stdout })) {
    appendFileSync(join(work, 'forge.out'), `${line}\n`);
    const ended = PHASE_ENDS.find(([, pattern]) => pattern.test(line));
    if (ended) log(ended[0]);
  }
  const code = await new Promise((exited) => (run.exitCode === null ? run.on('exit', exited) : exited(run.exitCode)));
  log(code === 0 ? 'told' : 'failed', { error: code === 0 ? undefined : readFileSync(join(work, 'forge.out'), 'utf8').slice(-4000) });
}

if (mode === '--forge-run') {
  await forgeRun(...forgeArgs);
  process.exit(0);
}

/** Whether nginx serves `words` on the home page of the preview `name`: asked by its name, as a browser asks (Node.js does not take *.localhost to this machine). */
const serves = (port, name, words) =>
  new Promise((answered) => {
    get({ host: '127.0.0.1', port, path: '/', headers: { host: `${name}.preview.localhost:${port}` } }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk) => (body += chunk));
      response.on('end', () => answered(response.statusCode === 200 && body.includes(words)));
    }).on('error', () => answered(false));
  });

const forgeLog = (work) => (existsSync(join(work, 'forge.log')) ? readFileSync(join(work, 'forge.log'), 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line)) : []);

const work = mkdtempSync(join(tmpdir(), 'review-preview-'));
const stops = [];
try {
  if (git(project, 'status', '--porcelain')) console.log('The working tree has changes: the bench measures the committed HEAD.');
  const { forge, runner } = makeForge(project, work);
  const host = join(work, 'host');
  // The previews' server block, as every build writes it.
  const previewsConfig = Object.entries(hostFiles({ hosting: work })).find(([path]) => path.endsWith('nginx-previews.conf'));
  writeFileSync(...previewsConfig);
  const nginx = await serveWithNginx(host, previewsConfig[0]);
  stops.push(nginx.stop);
  const previewAddress = `http://{name}.preview.localhost:${nginx.port}`;
  writeFileSync(join(work, 'forge-settings.json'), JSON.stringify({ DEPLOY_TARGET: host, PREVIEW_ADDRESS: previewAddress }));
  onPush(forge, work, 'refs/heads/copy/*', join(project, 'bench/review-preview.mjs'));

  console.log('The marketer’s clone, with the editor running in review mode …');
  const { marketer, dev } = await marketerEditor(project, forge, work, { PUBLISH_FOR_REVIEW: 'true', PREVIEW_ADDRESS: previewAddress });
  stops.push(dev.stop);
  const words = `Sent for review at ${new Date().toISOString()}`;
  saveNewHeadline(marketer, words);

  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS });
  stops.push(() => browser.close());
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // Each of Publish's steps as the view shows it, timed as it comes.
  const steps = new Map();
  await page.exposeFunction('stepShown', (text) => steps.has(text) || steps.set(text, Date.now()));
  await page.addInitScript(() =>
    new MutationObserver((records) => records.forEach(({ addedNodes }) => addedNodes.forEach((node) => node.nodeName === 'LI' && window.stepShown(node.textContent)))).observe(document, {
      childList: true,
      subtree: true,
    }),
  );
  await page.goto(`http://localhost:${dev.port}${PUBLISH_ADDRESS}`);
  const press = page.getByRole('button', { name: 'Send for review' });
  await press.waitFor({ timeout: 5 * 60_000 });
  const screenshots = async (name) => {
    mkdirSync('reports', { recursive: true });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `reports/review-preview-${name}-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  };

  console.log('Send for review …');
  const started = Date.now();
  await press.click();
  const outcome = page.getByRole('main').getByRole('alert');
  await outcome.waitFor({ timeout: 10 * 60_000 });
  const pushed = Date.now();
  if (!/Sent for review/.test(await outcome.textContent())) throw new Error(`Publish did not send for review: ${await outcome.textContent()}`);
  await page.getByText(/does not show [0-9a-f]{7} yet/).waitFor({ timeout: 60_000 });
  await screenshots('pending');

  let served;
  let told;
  for (const deadline = Date.now() + 15 * 60_000; !(served && told) && Date.now() < deadline; await sleep(250)) {
    const run = forgeLog(work);
    const failed = run.find((entry) => entry.phase === 'failed');
    if (failed) throw new Error(`The forge's run failed:\n${failed.error}`);
    const branch = run.find((entry) => entry.phase === 'started')?.branch;
    if (!served && branch && (await serves(nginx.port, previewName(branch), words))) served = Date.now();
    if (!told && (await page.getByText(/ shows [0-9a-f]{7}\./).isVisible())) told = Date.now();
  }
  if (!served || !told) throw new Error(`The preview did not ${served ? 'show in the Publish view' : 'serve the new words'} within 15 minutes.`);
  await screenshots('shown');
  while (!forgeLog(work).some((entry) => entry.phase === 'told')) await sleep(100);

  const run = forgeLog(work);
  const at = (phase) => run.find((entry) => entry.phase === phase)?.at;
  const stepAt = (pattern) => [...steps].find(([text]) => pattern.test(text))?.[1];
  const marks = [
    ...publishPhases(stepAt, started, pushed),
    ['forge: run started, checkout and plan', pushed, at('plan')],
    ['forge: npm ci', at('plan'), at('install')],
    ['forge: preview build (SITE_PREVIEW=true npm run build)', at('install'), at('build')],
    ['forge: byte budget', at('build'), at('checks')],
    ['forge: upload and switch, served by nginx', at('checks'), served],
  ].map(([phase, from, to]) => ({ phase, seconds: seconds(to - from) }));
  const total = seconds(served - started);
  const later = [
    { phase: 'forge: request told (comment and status)', seconds: seconds(at('told') - served) },
    { phase: 'Publish view says the preview shows it, from the press', seconds: seconds(told - started) },
  ];
  const output = readFileSync(join(work, 'forge.out'), 'utf8');
  const comment = output.slice(output.indexOf(COMMENT_MARK)).trim();

  // A change of code instead: what the plan makes of it.
  git(runner, 'checkout', '--quiet', '-b', 'code/a-change');
  commitCodeChange(runner);
  const codePlan = step(runner, `node lib/deploy/review-plan.mjs open code/a-change ${BASE} 2>&1`);

  const markdown = [
    '| phase | seconds |',
    '| --- | --- |',
    ...phaseRows(marks),
    `| **review to preview** | **${total}** |`,
    ...phaseRows(later),
    '',
    `A change of code: ${planReason(codePlan)} Its path is the whole suite (\`bash .ci/run\` on one runner, or the forge's shards, suite.yml)${lastSuiteTimes()}, then the same preview build and upload.`,
    '',
    'The request’s comment:',
    '',
    '````markdown',
    comment,
    '````',
  ].join('\n');
  console.log(`\n${markdown}\n`);
  writeFileSync('reports/review-preview.json', `${JSON.stringify({ phases: marks, reviewToPreviewSeconds: total, after: later, codeChange: codePlan.trim(), comment }, null, 2)}\n`);
  writeFileSync('reports/review-preview.md', `${markdown}\n`);
  console.log(`review to preview: ${total} s`);
} finally {
  for (const stop of stops.reverse()) await stop();
  rmSync(work, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}
