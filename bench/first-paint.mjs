// `npm run bench:paint`: what a page's first paint waits for, against the plain-HTML floor served
// with the site's headers, on Lighthouse's mobile profile with DevTools throttling (4x CPU, 562.5 ms
// request latency, 1.4 Mbps), without Lighthouse's own trace. Each run loads the floor and every
// page once, interleaved, on a fresh phone with an empty cache, and reads the page's clock: the
// response's last byte, DOMContentLoaded, the first contentful and the largest contentful paint.
// A second load of each, traced, adds the main thread's work before the first paint: the parser
// (with the inline scripts it runs), style, layout, paint. Any folder given after `--` (another
// build's out/, or a copy with one thing changed) is served the same way and measured in the same
// runs, so a change shows against its own noise. Median of PAINT_RUNS (default 9); writes
// reports/first-paint.{md,json}. Reuses out/: run `npm run build` first. Never part of `npm test`.
import { mkdirSync, writeFileSync } from 'node:fs';

import { chromium } from '@playwright/test';
import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js';

import { CHROMIUM_FLAGS, findChromium } from '../e2e/support/chromium.mjs';
import { median, phonePage, rendererMainThread, startStaticServers } from './support.mjs';

const RUNS = Number(process.env.PAINT_RUNS ?? 9);
const PATHS = (process.env.PAINT_PATHS ?? '/ /features/ /about/').split(' ');
const profile = throttling.mobileSlow4G;
const { width, height } = screenEmulationMetrics.mobile;
const PHASES = { parse: 'ParseHTML', style: 'UpdateLayoutTree', layout: 'Layout', paint: 'Paint', scripts: 'EvaluateScript' };

const FLOOR_PORT = 4400;
const builds = ['out', ...process.argv.slice(2)].map((folder, index) => ({ folder, port: FLOOR_PORT + 1 + index }));
const stopServers = await startStaticServers([
  { port: FLOOR_PORT, folder: 'bench/floor', siteHeaders: true },
  ...builds.map(({ folder, port }) => ({ folder, port, siteHeaders: true })),
]);
const pages = [
  { label: 'plain-HTML floor, site headers', url: `http://127.0.0.1:${FLOOR_PORT}/` },
  ...builds.flatMap(({ folder, port }) => PATHS.map((path) => ({ label: `${folder} ${path}`, url: `http://127.0.0.1:${port}${path}` }))),
];
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS });

/** One load of `url` on a fresh phone; with `traced`, the main thread's work before the first paint. */
async function load(url, { traced }) {
  const { context, page } = await phonePage(browser);
  await page.addInitScript(() => {
    window.largestPaints = [];
    new PerformanceObserver((list) => window.largestPaints.push(...list.getEntries().map(({ startTime }) => startTime))).observe({
      type: 'largest-contentful-paint',
      buffered: true,
    });
  });
  if (traced) await browser.startTracing(page, { categories: ['devtools.timeline'] });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0 && window.largestPaints.length > 0);
  const timings = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation');
    return {
      'response end': navigation.responseEnd,
      DOMContentLoaded: navigation.domContentLoadedEventStart,
      FCP: performance.getEntriesByName('first-contentful-paint')[0].startTime,
      LCP: window.largestPaints.at(-1),
      'HTML kB': navigation.transferSize / 1000,
    };
  });
  const work = traced ? mainThreadBeforePaint(JSON.parse((await browser.stopTracing()).toString()).traceEvents) : {};
  await context.close();
  return { ...timings, ...work };
}

/** Milliseconds of each phase on the page's main thread before its first contentful paint. */
function mainThreadBeforePaint(events) {
  const paint = events.find(({ name }) => name === 'firstContentfulPaint');
  const before = rendererMainThread(events, paint.pid).events.filter(({ ts }) => ts < paint.ts);
  return Object.fromEntries(
    Object.entries(PHASES).map(([phase, name]) => [
      `before FCP: ${phase}`,
      before.filter((event) => event.name === name).reduce((sum, { dur }) => sum + dur, 0) / 1000,
    ]),
  );
}

const samples = Object.fromEntries(pages.map(({ label }) => [label, []]));
for (let run = 1; run <= RUNS; run++) {
  for (const { label, url } of pages) {
    const timings = await load(url, { traced: false });
    const traced = await load(url, { traced: true });
    // The traced load's own timings are slowed by its trace: only its phases are kept.
    samples[label].push({ ...timings, ...Object.fromEntries(Object.entries(traced).filter(([key]) => key.startsWith('before FCP'))) });
  }
  process.stderr.write(`run ${run}/${RUNS}\n`);
}
await browser.close();
stopServers();

const medians = Object.fromEntries(
  Object.entries(samples).map(([label, runs]) => [label, Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((sample) => sample[key]))]))]),
);
const floorLcp = medians[pages[0].label].LCP;
const columns = Object.keys(medians[pages[0].label]);
const table = [
  `First paint: Chromium, Lighthouse mobile profile with DevTools throttling (${profile.cpuSlowdownMultiplier}x CPU, ${profile.requestLatencyMs} ms request latency, ${(profile.downloadThroughputKbps / 1024).toFixed(2)} Mbps), ${width}×${height}; median of ${RUNS} loads, ms from navigation; "before FCP" from a second, traced load`,
  '',
  `| page | ${columns.join(' | ')} | LCP / floor |`,
  `|---|${columns.map(() => '---').join('|')}|---|`,
  ...Object.entries(medians).map(
    ([label, row]) => `| ${label} | ${columns.map((key) => (key === 'HTML kB' ? row[key].toFixed(1) : Math.round(row[key]))).join(' | ')} | ${(row.LCP / floorLcp).toFixed(2)} |`,
  ),
].join('\n');
mkdirSync('reports', { recursive: true });
writeFileSync('reports/first-paint.json', JSON.stringify({ profile, runs: RUNS, samples, medians }, null, 2));
writeFileSync('reports/first-paint.md', `${table}\n`);
console.log(table);
