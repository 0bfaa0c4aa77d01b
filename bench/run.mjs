// `npm run bench`: Lighthouse (mobile, simulated throttling) on every page of the site and on two
// references served by the same static server: a hand-written zero-JS page with the Home content
// (bench/floor, also served a second time with the site's headers, as a reading aid) and a bare
// Next.js page built with our config (bench/framework-floor). Prints the medians as a Markdown
// table with ratios to the floors, writes reports/bench.{json,md}, and exits non-zero when a
// target of issues 3 or 16 is missed. BENCH_THROTTLING=devtools measures real slowed loads instead
// (reports/bench-devtools.*). The newest article is measured twice: as it is, with its cover
// drawn in the page, and with a phone's photo for its cover (built in a throwaway copy of the
// project), whose largest paint is the photo. Home is measured twice too: as built, and composed
// as a landing page of the same sections (lib/content/pages/, in the same copy), which is to paint
// within 1.05x of it; and Home and Features as a translation's pages (/de/, in the same copy), which
// are to paint within 1.05x of their English pages. A benchmark: never part of `npm test`.
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { CHROMIUM_FLAGS, findChromium } from '../e2e/support/chromium.mjs';
import { removeCopy } from '../e2e/support/project-copy.ts';
import { median, startStaticServers } from './support.mjs';
import { HOME_AS_LANDING_PAGE, TRANSLATION, variantSite } from './variant-site.mjs';

const load = createRequire(import.meta.url);
const [newestArticle] = load('../lib/content-reader/articles.mjs').readArticles();

const photoCoverSite = await variantSite(newestArticle);
process.on('exit', () => removeCopy(photoCoverSite));

// Five rounds: simulated TBT and LCP swing by tens of percent between single runs on this machine.
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/*
 * Lighthouse's default, 'simulate', times the trace of an unthrottled load on a model of the phone;
 * 'devtools' really slows the load (4x CPU, 562.5 ms request latency, 1.4 Mbps) and reports what
 * it observed: a reading aid for where the model and the page disagree (bench/README.md).
 */
const THROTTLING = process.env.BENCH_THROTTLING ?? 'simulate';
if (!['simulate', 'devtools'].includes(THROTTLING)) throw new Error(`BENCH_THROTTLING must be simulate or devtools, not ${THROTTLING}`);
const REPORT = THROTTLING === 'simulate' ? 'reports/bench' : `reports/bench-${THROTTLING}`;
const servers = [
  { port: 4100, folder: 'out' },
  { port: 4101, folder: 'bench/floor' },
  { port: 4102, folder: 'bench/framework-floor/out' },
  { port: 4103, folder: 'bench/floor', siteHeaders: true },
  { port: 4104, folder: join(photoCoverSite, 'out'), siteHeaders: true },
];
const targets = [
  { name: 'plain-HTML floor', role: 'floor', url: 'http://127.0.0.1:4101/' },
  { name: 'Next.js framework floor', role: 'framework', url: 'http://127.0.0.1:4102/' },
  /*
   * Not a target, a reading aid: the plain-HTML floor again, with the headers the site's pages get.
   * Cross-Origin-Opener-Policy makes Chromium commit the page in a fresh process, and the simulated
   * trace counts that commit task after the first paint: up to about 40 ms of TBT that no page content
   * causes (see bench/README.md).
   */
  { name: 'plain-HTML floor, site headers', role: 'reference', url: 'http://127.0.0.1:4103/' },
  ...['/', '/features/', '/about/', '/contact/', '/insights/', newestArticle.href].map((path) => ({ name: path, role: 'page', url: `http://127.0.0.1:4100${path}` })),
  // The same article with a photo for its cover, beside its drawn cover (the row above).
  { name: `${newestArticle.href}, photo cover`, role: 'photo', url: `http://127.0.0.1:4104${newestArticle.href}` },
  /*
   * Home and Features again, from the second site: what its composed and translated pages are
   * compared with, on the same server and build, since the second server's pages measured up to
   * 10% slower under DevTools throttling than the first's, whatever their kind (issue 66's read).
   */
  ...['/', '/features/'].map((path) => ({ name: `${path} (second site)`, role: 'beside', url: `http://127.0.0.1:4104${path}` })),
  // Home's sections as a landing page, beside the built Home (issue 49).
  { name: `/${HOME_AS_LANDING_PAGE}/ (Home, composed)`, role: 'composed', of: '/ (second site)', url: `http://127.0.0.1:4104/${HOME_AS_LANDING_PAGE}/` },
  // Home and Features as a translation's pages, beside their English ones (issue 66).
  ...['/', '/features/'].map((path) => ({ name: `/${TRANSLATION.code}${path} (translated)`, role: 'translated', of: `${path} (second site)`, url: `http://127.0.0.1:4104/${TRANSLATION.code}${path}` })),
  // Lighthouse refuses to audit a response with status 404, so the not-found page is measured
  // where Next.js also writes it, /404/ (the same HTML, served with 200).
  { name: '404 page', role: 'page', url: 'http://127.0.0.1:4100/404/', notFound: true },
];

/** The targets, each page against the floors of the same run (issue 3, then issue 16). */
const TARGETS = {
  performanceBelowFramework: 3,
  lcpRatio: 1.1,
  tbtRatio: 1.25,
  tbtSlackMs: 25,
  jsRatio: 1.15,
  maxTotalBytes: 180_000,
  tbtMaxMs: 50,
  lcpFloorRatio: 1.05,
  /** A page whose largest paint is a photo, to the same page whose largest paint is drawn in its HTML (issue 39). */
  photoLcpRatio: 1.15,
  /** Home composed as a landing page, to the built Home (issue 49). */
  composedLcpRatio: 1.05,
  /** A translation's page, to the same page in English (issue 66). */
  translatedLcpRatio: 1.05,
};

const sh = (command) => execSync(command, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });

if (!process.argv.includes('--no-build')) {
  sh('npm run build');
  sh('cd bench/framework-floor && ../../node_modules/.bin/next build');
}
sh(`cd ${photoCoverSite} && npm run build`);

const stopServers = await startStaticServers(servers);

const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});

/*
 * The not-found page logs the unknown path with console.error because the spec asks for it, and
 * Lighthouse's errors-in-console audit counts every console error against Best Practices. On that
 * page this one message, matched exactly, is ignored; any other console error still counts.
 */
const notFoundConfig = {
  extends: 'lighthouse:default',
  audits: [{ path: 'errors-in-console', options: { ignoredPatterns: ['ERR_BLOCKED_BY_CLIENT.Inspector', /^404: no page at \/404\/$/] } }],
};

/** One Lighthouse run; a run whose trace Chrome failed to record (NO_NAVSTART …) is repeated. */
async function audit({ url, notFound }, attempts = 3) {
  const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, throttlingMethod: THROTTLING };
  const { lhr } = await lighthouse(url, flags, notFound ? notFoundConfig : undefined);
  if (!lhr.runtimeError) return lhr;
  if (attempts > 1) return audit({ url, notFound }, attempts - 1);
  throw new Error(`${url}: ${lhr.runtimeError.message}`);
}

function summarise(lhr) {
  const requests = lhr.audits['network-requests'].details.items;
  const bytes = (...types) =>
    requests.filter((item) => types.length === 0 || types.includes(item.resourceType)).reduce((sum, item) => sum + item.transferSize, 0);
  const known = ['Document', 'Script', 'Stylesheet', 'Font', 'Image'];
  return {
    performance: lhr.categories.performance.score * 100,
    accessibility: lhr.categories.accessibility.score * 100,
    bestPractices: lhr.categories['best-practices'].score * 100,
    seo: lhr.categories.seo.score * 100,
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    // The longest main-thread task at any point of the load, before the first paint too (which
    // TBT leaves out); the audit also names each task's script.
    longestTask: Math.max(0, ...(lhr.audits['long-tasks'].details?.items ?? []).map((task) => task.duration)),
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    speedIndex: lhr.audits['speed-index'].numericValue,
    totalBytes: bytes(),
    htmlBytes: bytes('Document'),
    jsBytes: bytes('Script'),
    cssBytes: bytes('Stylesheet'),
    fontBytes: bytes('Font'),
    imageBytes: bytes('Image'),
    otherBytes: requests.filter((item) => !known.includes(item.resourceType)).reduce((sum, item) => sum + item.transferSize, 0),
    requests: requests.length,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    // What the largest paint was: `img` (a photo), `svg` or the text's element (`h1`, `p`).
    largestPaint: lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')?.snippet.match(/^<([a-z0-9]+)/)?.[1] ?? '?',
  };
}


// The first run after Chrome starts is several times slower (cold caches and JIT): discard one.
await audit(targets[0]);

// Rounds interleave the targets, so load on the machine spreads over all of them alike.
const runs = new Map(targets.map((target) => [target, []]));
let lighthouseVersion;
let throttling;
for (let round = 1; round <= RUNS; round++) {
  for (const target of targets) {
    const lhr = await audit(target);
    runs.get(target).push(summarise(lhr));
    lighthouseVersion = lhr.lighthouseVersion;
    throttling = lhr.configSettings.throttling;
    process.stderr.write(`round ${round}/${RUNS}: ${target.name}\n`);
  }
}
await chrome.kill();
stopServers();

const results = targets.map((target) => {
  const samples = runs.get(target);
  const medians = Object.fromEntries(Object.keys(samples[0]).map((key) => [key, key === 'largestPaint' ? [...new Set(samples.map((sample) => sample[key]))].join(', ') : median(samples.map((sample) => sample[key]))]));
  return { ...target, runs: samples.length, ...medians };
});
const floor = results.find((result) => result.role === 'floor');
const framework = results.find((result) => result.role === 'framework');
const drawnCover = results.find((result) => result.name === newestArticle.href);
const photoCover = results.find((result) => result.role === 'photo');
const photoRatio = photoCover.lcp / drawnCover.lcp;
const composedHome = results.find((result) => result.role === 'composed');
const builtHome = results.find((result) => result.name === composedHome.of);
const composedRatio = composedHome.lcp / builtHome.lcp;
/** A translated page's LCP to its English page's, on the same server. */
const translatedRatio = (result) => result.lcp / results.find((english) => english.name === result.of).lcp;
/**
 * The issue's limit for the photo: the drawn cover's paint (the HTML) plus one request for the
 * photo's bytes under this run's throttling, a round trip and the transfer.
 */
const photoLimit = (() => {
  const [latency, kbps] = THROTTLING === 'simulate' ? [throttling.rttMs, throttling.throughputKbps] : [throttling.requestLatencyMs, throttling.downloadThroughputKbps];
  return drawnCover.lcp + latency + (photoCover.imageBytes * 8) / kbps;
})();

const kB = (bytes) => (bytes / 1000).toFixed(1);
const ms = (value) => String(Math.round(value));

const failures = results
  .filter((result) => result.role === 'page')
  .flatMap((page) => {
    const checks = [
      [page.performance >= framework.performance - TARGETS.performanceBelowFramework, `performance ${page.performance} < framework ${framework.performance} - ${TARGETS.performanceBelowFramework}`],
      [page.lcp <= TARGETS.lcpRatio * framework.lcp, `LCP ${(page.lcp / framework.lcp).toFixed(2)}x the framework's (max ${TARGETS.lcpRatio}x)`],
      [page.tbt <= TARGETS.tbtRatio * framework.tbt + TARGETS.tbtSlackMs, `TBT ${Math.round(page.tbt)} ms > ${TARGETS.tbtRatio} x ${Math.round(framework.tbt)} + ${TARGETS.tbtSlackMs} ms`],
      [page.jsBytes <= TARGETS.jsRatio * framework.jsBytes, `JS ${(page.jsBytes / framework.jsBytes).toFixed(2)}x the framework's (max ${TARGETS.jsRatio}x)`],
      [page.tbt <= TARGETS.tbtMaxMs, `TBT ${Math.round(page.tbt)} ms > ${TARGETS.tbtMaxMs} ms`],
      [page.lcp <= TARGETS.lcpFloorRatio * floor.lcp, `LCP ${(page.lcp / floor.lcp).toFixed(2)}x the plain-HTML floor's (max ${TARGETS.lcpFloorRatio}x)`],
      [page.cls === 0, `CLS ${page.cls}`],
      [page.totalBytes <= TARGETS.maxTotalBytes, `${(page.totalBytes / 1000).toFixed(1)} kB on first load (max ${TARGETS.maxTotalBytes / 1000})`],
      [page.accessibility === 100, `accessibility ${page.accessibility}`],
      [page.bestPractices === 100, `best practices ${page.bestPractices}`],
      // The not-found page is noindex on purpose, which the SEO audit penalises.
      [page.notFound || page.seo === 100, `SEO ${page.seo}`],
    ];
    return checks.filter(([met]) => !met).map(([, message]) => `${page.name}: ${message}`);
  })
  .concat(photoRatio <= TARGETS.photoLcpRatio ? [] : [`${photoCover.name}: LCP ${photoRatio.toFixed(2)}x the drawn cover's (max ${TARGETS.photoLcpRatio}x)`])
  .concat(photoCover.lcp <= photoLimit ? [] : [`${photoCover.name}: LCP ${ms(photoCover.lcp)} ms, over the drawn cover's plus one request for the photo (${ms(photoLimit)} ms)`])
  .concat(photoCover.largestPaint === 'img' ? [] : [`${photoCover.name}: the largest paint is ${photoCover.largestPaint}, not the photo`])
  .concat(composedRatio <= TARGETS.composedLcpRatio ? [] : [`${composedHome.name}: LCP ${composedRatio.toFixed(2)}x the built Home's (max ${TARGETS.composedLcpRatio}x)`])
  .concat(
    results
      .filter((result) => result.role === 'translated' && translatedRatio(result) > TARGETS.translatedLcpRatio)
      .map((result) => `${result.name}: LCP ${translatedRatio(result).toFixed(2)}x ${result.of}'s (max ${TARGETS.translatedLcpRatio}x)`),
  );

const header = [
  'page', 'perf', 'a11y', 'BP', 'SEO', 'FCP ms', 'LCP ms', 'largest paint', 'TBT ms', 'longest task ms', 'CLS', 'SI ms',
  'total kB', 'JS kB', 'CSS kB', 'HTML kB', 'font kB', 'img kB', 'other kB', 'requests',
  'LCP / floor', 'LCP / framework', 'JS / framework', 'LCP / drawn cover', 'limit: drawn + photo request ms', 'LCP / built Home', 'LCP / English page',
];
const rows = results.map((result) => [
  result.name, result.performance, result.accessibility, result.bestPractices, result.seo,
  ms(result.fcp), ms(result.lcp), result.largestPaint, ms(result.tbt), ms(result.longestTask), result.cls.toFixed(3), ms(result.speedIndex),
  kB(result.totalBytes), kB(result.jsBytes), kB(result.cssBytes), kB(result.htmlBytes), kB(result.fontBytes), kB(result.imageBytes), kB(result.otherBytes), result.requests,
  (result.lcp / floor.lcp).toFixed(2), (result.lcp / framework.lcp).toFixed(2), framework.jsBytes ? (result.jsBytes / framework.jsBytes).toFixed(2) : '–',
  result.role === 'photo' ? photoRatio.toFixed(2) : '–',
  result.role === 'photo' ? ms(photoLimit) : '–',
  result.role === 'composed' ? composedRatio.toFixed(2) : '–',
  result.role === 'translated' ? translatedRatio(result).toFixed(2) : '–',
]);
const benchmarkIndex = median(results.map((result) => result.benchmarkIndex));
const table = [
  `Lighthouse ${lighthouseVersion}, mobile, ${THROTTLING === 'simulate' ? 'simulated' : 'DevTools'} throttling; median of ${RUNS} runs; benchmarkIndex ${Math.round(benchmarkIndex)}; kB = 1000 bytes transferred`,
  '',
  `| ${header.join(' | ')} |`,
  `|${header.map(() => '---').join('|')}|`,
  ...rows.map((row) => `| ${row.join(' | ')} |`),
  '',
  failures.length === 0 ? 'All targets met.' : `Targets missed:\n${failures.map((failure) => `- ${failure}`).join('\n')}`,
].join('\n');

mkdirSync('reports', { recursive: true });
writeFileSync(`${REPORT}.json`, JSON.stringify({ benchmarkIndex, targets: TARGETS, photoLimit, results, failures }, null, 2));
writeFileSync(`${REPORT}.md`, `${table}\n`);
console.log(table);
process.exit(failures.length === 0 ? 0 : 1);
