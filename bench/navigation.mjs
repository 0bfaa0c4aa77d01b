// `npm run bench:nav`: how long a click on a header link takes to put the next page on screen, as
// a visitor on a phone-class device does it: pointing at the link for a second, then clicking. On
// Lighthouse's mobile profile (4x CPU, 150 ms round trip, 1.6 Mbps) in desktop Chromium, against
// the site served by Cloudflare Pages' runtime with its headers, with Chromium's prerendering on
// (the speculation rules act) and off (every click a plain load), each with and without reduced
// motion (no view transition between the pages). The same clicks on the plain-HTML floor of `npm
// run bench`, given the same headers, rules and transition, show what a hand-written page costs.
// puppeteer-core drives it: Playwright's DevTools session turns prerendering off. Prints a table of
// medians and ranges, writes reports/navigation.{md,json}. A benchmark: never part of `npm test`.
import { mkdirSync, writeFileSync } from 'node:fs';

import puppeteer from 'puppeteer-core';

import { CHROMIUM_FLAGS, findChromium } from '../e2e/support/chromium.mjs';
import { evaluateIn, pointThenClick } from '../e2e/support/prerendered-tab.mjs';
import { HOPS, letGoOfDetachedFrames, openOnPhone, POINTING_MS, PROFILE, serveSiteAndFloor, shownAt } from './navigation-sites.mjs';
import { median } from './support.mjs';

const ROUNDS = Number(process.env.NAV_ROUNDS ?? 5);

letGoOfDetachedFrames();
const [site, floor] = await serveSiteAndFloor();

/** One click: load `from` on the phone profile, point at the header link to `to`, click it. */
async function hop(browser, origin, from, to, reducedMotion) {
  const page = await openOnPhone(browser, `${origin}${from}`, reducedMotion);
  // The moment the click reaches the page, from the event itself, reported as it happens.
  let clickedAt;
  await page.exposeFunction('reportClick', (at) => (clickedAt = at));
  await page.evaluate(() =>
    addEventListener('click', (event) => window.reportClick(performance.timeOrigin + event.timeStamp), { capture: true }),
  );
  const session = await pointThenClick(browser, page, to, POINTING_MS);
  const shown = await evaluateIn(session, shownAt);
  while (clickedAt === undefined) await new Promise((resolve) => setTimeout(resolve, 10));
  await session.detach();
  await page.close().catch(() => {});
  return { from, to: shown.path, ms: shown.at - clickedAt, prerendered: shown.prerendered };
}

/** One round of every hop, in a fresh browser. */
async function visit({ origin, prerendering, reducedMotion }) {
  const browser = await puppeteer.launch({
    executablePath: findChromium(),
    headless: true,
    args: [...CHROMIUM_FLAGS, ...(prerendering ? [] : ['--disable-features=Prerender2'])],
  });
  try {
    const hops = [];
    for (const [from, to] of HOPS) hops.push(await hop(browser, origin, from, to, reducedMotion));
    return hops;
  } finally {
    await browser.close();
  }
}

const results = {};
const MODES = {
  'speculation rules, view transitions': { origin: site, prerendering: true, reducedMotion: false },
  'speculation rules, reduced motion (no transition)': { origin: site, prerendering: true, reducedMotion: true },
  'no prerendering, view transitions': { origin: site, prerendering: false, reducedMotion: false },
  'no prerendering, reduced motion': { origin: site, prerendering: false, reducedMotion: true },
  'plain-HTML floor: speculation rules, view transitions': { origin: floor, prerendering: true, reducedMotion: false },
  'plain-HTML floor: speculation rules, reduced motion': { origin: floor, prerendering: true, reducedMotion: true },
};
for (const [mode, options] of Object.entries(MODES)) {
  const samples = [];
  for (let round = 1; round <= ROUNDS; round++) {
    samples.push(...(await visit(options)));
    process.stderr.write(`${mode}: round ${round}/${ROUNDS}\n`);
  }
  const ms = samples.map((sample) => sample.ms);
  results[mode] = {
    clicks: samples.length,
    prerendered: samples.filter((sample) => sample.prerendered).length,
    median: median(ms),
    min: Math.min(...ms),
    max: Math.max(...ms),
    samples,
  };
}

const round = (value) => Math.round(value);
const table = [
  `Click on a header link after pointing at it ${POINTING_MS} ms → next page on screen; Chromium, ${PROFILE}; wrangler pages dev; ${ROUNDS} visits of ${HOPS.length} hops`,
  '',
  '| mode | clicks | prerendered | median ms | range ms |',
  '|---|---|---|---|---|',
  ...Object.entries(results).map(
    ([mode, { clicks, prerendered, median: mid, min, max }]) => `| ${mode} | ${clicks} | ${prerendered} | ${round(mid)} | ${round(min)}–${round(max)} |`,
  ),
].join('\n');
mkdirSync('reports', { recursive: true });
writeFileSync('reports/navigation.json', JSON.stringify(results, null, 2));
writeFileSync('reports/navigation.md', `${table}\n`);
console.log(table);
process.exit(0);
