// `npm run bench:input`: what a visitor's first input does while a page is still loading, on
// Lighthouse's mobile profile (4x CPU slowdown, 150 ms RTT / 562.5 ms request latency, 1.6 Mbps)
// applied to real Chromium. For each page, median of INPUT_RUNS loads (default 5):
// - menu: tapped every 100 ms from the moment it is visible; how many taps were lost before one
//   opened it, and the time from the first contentful paint (the header is in it) to the open menu;
// - /contact/: the form filled and submitted the moment it is visible; the time from first paint to
//   the submit, and whether the mail link equals the one the hydrated page builds;
// - /features/: a glossary term tapped the moment it is visible; whether its tooltip opens, and when.
// Builds first (`-- --no-build` reuses out/); writes reports/first-input.{md,json}; exits 1 when a
// tap is lost or the mail link differs. A benchmark: never part of `npm test`.
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

import { chromium } from '@playwright/test';
import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js';

import { CHROMIUM_FLAGS, findChromium } from '../e2e/support/chromium.mjs';
import { median, phonePage, startStaticServers } from './support.mjs';

const RUNS = Number(process.env.INPUT_RUNS ?? 5);
const PORT = 4110;
const BASE = `http://127.0.0.1:${PORT}`;
const PAGES = ['/', '/features/', '/about/', '/contact/', '/no-such-page/'];
const TAP_INTERVAL_MS = 100;
const MAX_TAPS = 80;

const enquiry = {
  firstName: 'Ada',
  lastName: 'Okafor',
  email: 'ada.okafor@example-utility.com',
  company: 'Northern Transmission Co.',
  role: '',
  subject: 'Q3 cluster & "N-1" study?',
  message: 'Line one: ampersand & equals = hash #\nLine two: Grüße, 電力, ⚡',
};

const profile = throttling.mobileSlow4G;
const { width, height } = screenEmulationMetrics.mobile;

if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });

const stopServers = await startStaticServers([{ port: PORT, folder: 'out' }]);
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: CHROMIUM_FLAGS,
});

/** A fresh phone (phonePage) that records the page-clock times of the first input. */
async function throttledPage({ throttled = true } = {}) {
  const { context, page } = await phonePage(browser, { throttled });
  // Page-clock times: the first contentful paint, the first frame with the menu open, the submit.
  await page.addInitScript(() => {
    const times = (window.firstInputTimes = {});
    new PerformanceObserver((list) => {
      times.fcp ??= list.getEntriesByName('first-contentful-paint')[0]?.startTime;
    }).observe({ type: 'paint', buffered: true });
    // Whether React had hydrated the element the visitor used: it keeps its fiber on the node.
    const hydrated = (element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    times.inputs = [];
    for (const type of ['click', 'submit']) {
      addEventListener(type, (event) => times.inputs.push({ type, at: performance.now(), hydrated: hydrated(event.target) }), true);
    }
    const watchMenu = () => {
      if (document.getElementById('mobile-menu')?.checkVisibility()) times.menuOpen = performance.now();
      else requestAnimationFrame(watchMenu);
    };
    requestAnimationFrame(watchMenu);
  });
  return { context, page };
}

const times = (page) => page.evaluate(() => window.firstInputTimes);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function menuRun(path) {
  const { context, page } = await throttledPage();
  await page.goto(BASE + path, { waitUntil: 'commit' });
  // Found by what it opens, not by its words: the copy is the marketer's to change.
  const button = page.locator('[popovertarget="mobile-menu"]');
  await button.waitFor({ state: 'visible' });
  let lost = 0;
  while (lost < MAX_TAPS) {
    const tappedAt = Date.now();
    await button.tap();
    await sleep(TAP_INTERVAL_MS - (Date.now() - tappedAt));
    if (await page.locator('#mobile-menu').isVisible()) break;
    lost++;
  }
  const { fcp, menuOpen, inputs } = await times(page);
  await context.close();
  return { lost, msToWorkingTap: menuOpen === undefined ? NaN : menuOpen - fcp, hydrated: inputs.at(-1).hydrated };
}

/** Fills the form in one step, the way autofill does, and taps Send; returns the mail link. */
async function submitEnquiry(page) {
  const submit = page.locator('form button[type="submit"]');
  await submit.waitFor({ state: 'visible' });
  await page.evaluate((values) => {
    for (const [name, value] of Object.entries(values)) document.getElementsByName(name)[0].value = value;
  }, enquiry);
  const mail = page.waitForRequest(/^mailto:/, { timeout: 30_000 });
  await submit.tap();
  return (await mail).url();
}

async function formRun(hydratedHref) {
  const { context, page } = await throttledPage();
  await page.goto(`${BASE}/contact/`, { waitUntil: 'commit' });
  const href = await submitEnquiry(page);
  const { fcp, inputs } = await times(page);
  const submit = inputs.find((input) => input.type === 'submit');
  await context.close();
  return { identical: href === hydratedHref, msToSubmit: submit.at - fcp, hydrated: submit.hydrated, ...(href === hydratedHref ? {} : { href, hydratedHref }) };
}

async function termRun() {
  const { context, page } = await throttledPage();
  await page.goto(`${BASE}/features/`, { waitUntil: 'commit' });
  const term = page.locator('[data-term]').first();
  await term.waitFor({ state: 'visible' });
  await term.tap();
  const opened = await page
    .getByRole('tooltip')
    .waitFor({ state: 'visible', timeout: 15_000 })
    .then(() => page.evaluate(() => performance.now()), () => undefined);
  const { fcp, inputs } = await times(page);
  const [tap] = inputs;
  await context.close();
  return { opened: opened !== undefined, msTapToTooltip: opened === undefined ? NaN : opened - tap.at, msPaintToTap: tap.at - fcp, hydrated: tap.hydrated };
}

const share = (samples) => `${samples.filter((sample) => sample.hydrated).length}/${samples.length}`;
const ms = (value) => (Number.isNaN(value) ? '–' : String(Math.round(value)));
const repeat = async (run) => {
  const samples = [];
  for (let round = 0; round < RUNS; round++) samples.push(await run());
  return samples;
};

// The reference: the mail link the hydrated page builds, unthrottled.
const reference = await throttledPage({ throttled: false });
await reference.page.goto(`${BASE}/contact/`, { waitUntil: 'networkidle' });
const hydratedHref = await submitEnquiry(reference.page);
await reference.context.close();

const menuRows = [];
for (const path of PAGES) {
  const samples = await repeat(() => menuRun(path));
  menuRows.push({ path, samples, lost: median(samples.map((s) => s.lost)), msToWorkingTap: median(samples.map((s) => s.msToWorkingTap)) });
  process.stderr.write(`menu ${path}: ${samples.map((s) => s.lost).join(', ')} taps lost\n`);
}
const formSamples = await repeat(() => formRun(hydratedHref));
const termSamples = await repeat(termRun);
await browser.close();
stopServers();

const formIdentical = formSamples.filter((sample) => sample.identical).length;
const termsOpened = termSamples.filter((sample) => sample.opened).length;
const failures = [
  ...menuRows.filter((row) => row.samples.some((sample) => sample.lost > 0)).map((row) => `${row.path}: menu taps lost (${row.samples.map((s) => s.lost).join(', ')})`),
  ...(formIdentical < RUNS ? [`/contact/: ${RUNS - formIdentical} of ${RUNS} early submits built a different mail`] : []),
  ...(termsOpened < RUNS ? [`/features/: ${RUNS - termsOpened} of ${RUNS} early term taps opened no tooltip`] : []),
];

const table = [
  `First input while loading: Chromium, Lighthouse mobile profile (${profile.cpuSlowdownMultiplier}x CPU, ${profile.requestLatencyMs} ms latency, ${(profile.downloadThroughputKbps / 1024).toFixed(2)} Mbps), ${width}×${height}; median of ${RUNS} loads`,
  '',
  '| page | menu taps lost (each load) | median lost | first paint → menu open, ms | page hydrated at the working tap |',
  '|---|---|---|---|---|',
  ...menuRows.map((row) => `| ${row.path} | ${row.samples.map((s) => s.lost).join(', ')} | ${row.lost} | ${ms(row.msToWorkingTap)} | ${share(row.samples)} |`),
  '',
  '| early input | result | first paint → input, ms | input → answer, ms | page hydrated at the input |',
  '|---|---|---|---|---|',
  `| /contact/ form submitted when painted | mail link identical to the hydrated one: ${formIdentical === RUNS ? 'yes' : 'no'} (${formIdentical}/${RUNS}) | ${ms(median(formSamples.map((s) => s.msToSubmit)))} | – | ${share(formSamples)} |`,
  `| /features/ term tapped when painted | tooltip opened: ${termsOpened}/${RUNS} | ${ms(median(termSamples.map((s) => s.msPaintToTap)))} | ${ms(median(termSamples.filter((s) => s.opened).map((s) => s.msTapToTooltip)))} | ${share(termSamples)} |`,
  '',
  failures.length === 0 ? 'No input lost.' : `Lost:\n${failures.map((failure) => `- ${failure}`).join('\n')}`,
].join('\n');

mkdirSync('reports', { recursive: true });
writeFileSync('reports/first-input.json', JSON.stringify({ profile, runs: RUNS, menu: menuRows, form: formSamples, term: termSamples, failures }, null, 2));
writeFileSync('reports/first-input.md', `${table}\n`);
console.log(table);
process.exit(failures.length === 0 ? 0 : 1);
