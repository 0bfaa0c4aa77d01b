// `npm run bench:repeat`: what a second visit to a page costs, on Lighthouse's mobile profile
// (4x CPU slowdown, 562.5 ms request latency, 1.6 Mbps) applied to real Chromium. Each run opens a
// fresh browser profile, visits the page, then another page, then the page again, and records of
// that last visit: the requests that went to the network (and how many of them were revalidations
// answered 304), the bytes they moved, whether the page's payload came from the cache and how long
// fetching it took, and when the page had hydrated. Median of REPEAT_RUNS runs (default 5) per page.
// Builds first (`-- --no-build` reuses out/); `-- --origin http://host:port` measures a site served
// elsewhere instead, such as another commit's `npm start`. Writes reports/repeat-visit.{md,json}.
// A benchmark: never part of `npm test`.
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

import { chromium } from '@playwright/test';
import { throttling } from 'lighthouse/core/config/constants.js';

import { CHROMIUM_FLAGS, findChromium } from '../e2e/support/chromium.mjs';
import { median, startStaticServers, throttle } from './support.mjs';

const RUNS = Number(process.env.REPEAT_RUNS ?? 5);
const PORT = 4120;
/** Each page, and the page visited between its two visits. */
const VISITS = [
  ['/', '/features/'],
  ['/features/', '/about/'],
  ['/about/', '/features/'],
  ['/contact/', '/about/'],
];
const profile = throttling.mobileSlow4G;

const { values: options } = parseArgs({ options: { origin: { type: 'string' }, 'no-build': { type: 'boolean' } } });
let stopServers = () => {};
if (!options.origin) {
  if (!options['no-build']) execSync('npm run build', { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  stopServers = await startStaticServers([{ port: PORT, folder: 'out' }]);
}
const origin = options.origin ?? `http://127.0.0.1:${PORT}`;
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS });

/** Page-clock time at which the header's menu button first states whether it is open: hydrated. */
function recordHydration() {
  const watch = () => {
    if (document.querySelector('header button[aria-controls="mobile-menu"]')?.hasAttribute('aria-expanded')) window.hydratedAt = performance.now();
    else requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}

async function run([path, between]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await throttle(context, page, profile);
  await page.addInitScript(recordHydration);

  const fromNetwork = new Map();
  const fromCache = new Set();
  const wireStatus = new Map();
  cdp.on('Network.requestServedFromCache', ({ requestId }) => fromCache.add(requestId));
  // The status as it came over the wire: a revalidated response is reported as the cached 200.
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => wireStatus.set(requestId, statusCode));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (response.fromDiskCache || response.fromPrefetchCache) fromCache.add(requestId);
    fromNetwork.set(requestId, { url: new URL(response.url).pathname, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (fromNetwork.has(requestId)) fromNetwork.get(requestId).bytes = encodedDataLength;
  });

  const visit = async (url) => {
    await page.goto(origin + url);
    await page.waitForFunction(() => window.hydratedAt !== undefined, undefined, { timeout: 60_000 });
  };
  await visit(path);
  await visit(between);
  fromNetwork.clear();
  await visit(path);

  const network = [...fromNetwork].filter(([id]) => !fromCache.has(id)).map(([id, request]) => ({ ...request, status: wireStatus.get(id) }));
  const { hydratedAt, payload } = await page.evaluate(() => {
    const entry = performance.getEntriesByType('resource').find(({ name }) => new URL(name).pathname.endsWith('.txt'));
    return { hydratedAt: window.hydratedAt, payload: entry && { cached: entry.transferSize === 0, ms: entry.responseEnd - entry.startTime } };
  });
  await context.close();
  return {
    requests: network.length,
    revalidations: network.filter(({ status }) => status === 304).length,
    kB: network.reduce((sum, { bytes }) => sum + bytes, 0) / 1000,
    payloadCached: payload?.cached ?? false,
    payloadMs: payload?.ms ?? NaN,
    hydratedAt,
    network,
  };
}

const rows = [];
for (const visits of VISITS) {
  const samples = [];
  for (let round = 0; round < RUNS; round++) samples.push(await run(visits));
  const of = (key) => median(samples.map((sample) => sample[key]));
  rows.push({ path: visits[0], samples, requests: of('requests'), revalidations: of('revalidations'), kB: of('kB'), payloadMs: of('payloadMs'), hydratedAt: of('hydratedAt') });
  process.stderr.write(`${visits[0]}: hydrated at ${samples.map((s) => Math.round(s.hydratedAt)).join(', ')} ms\n`);
}
await browser.close();
stopServers();

const table = [
  `Second visit to a page (${origin}): Chromium, Lighthouse mobile profile (${profile.cpuSlowdownMultiplier}x CPU, ${profile.requestLatencyMs} ms latency, ${(profile.downloadThroughputKbps / 1024).toFixed(2)} Mbps); median of ${RUNS} runs`,
  '',
  '| page | requests on the network | of them 304 revalidations | kB on the wire | payload from the cache | payload fetch, ms | hydrated at, ms |',
  '|---|---|---|---|---|---|---|',
  ...rows.map(
    (row) =>
      `| ${row.path} | ${row.requests} | ${row.revalidations} | ${row.kB.toFixed(1)} | ${row.samples.filter((s) => s.payloadCached).length}/${RUNS} | ${Math.round(row.payloadMs)} | ${Math.round(row.hydratedAt)} |`,
  ),
].join('\n');

mkdirSync('reports', { recursive: true });
writeFileSync('reports/repeat-visit.json', JSON.stringify({ origin, profile, runs: RUNS, rows }, null, 2));
writeFileSync('reports/repeat-visit.md', `${table}\n`);
console.log(table);
