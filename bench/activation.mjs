// `npm run bench:activation`: where the time of a prerendered click goes. The hops of `npm run
// bench:nav`, on the same phone profile, for the site and the plain-HTML floor, with and without
// the view transition, each traced by Chromium (its DevTools trace of every process). From the
// page's activation to its first contentful paint it reads the main thread of the page shown:
// how long until its first frame begins, that frame's style and layout, paint and waiting
// requestAnimationFrame callbacks, the drawings (<img> SVG documents) parsed before the paint, and
// what remains from the frame to the paint (raster and the transition, off the main thread); and
// before it, from the click to the activation, how long the page the click leaves and the page
// shown (still loading, or hydrating, while prerendered) kept their main threads busy, and when
// the page shown fired its load event.
// Prints a table of medians, writes reports/activation.{md,json}. A benchmark: never part of `npm test`.
import { mkdirSync, writeFileSync } from 'node:fs';

import puppeteer from 'puppeteer-core';

import { CHROMIUM_FLAGS, findChromium } from '../e2e/support/chromium.mjs';
import { evaluateIn, pointThenClick } from '../e2e/support/prerendered-tab.mjs';
import { HOPS, letGoOfDetachedFrames, openOnPhone, POINTING_MS, PROFILE, serveSiteAndFloor, shownAt } from './navigation-sites.mjs';
import { median, rendererMainThread } from './support.mjs';

const ROUNDS = Number(process.env.ACTIVATION_ROUNDS ?? 3);
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame', 'blink', 'loading', 'toplevel', 'benchmark'];

/** The trace's events of one click, recorded by a browser-wide DevTools session. */
async function tracedClick(browser, page, to) {
  const tracing = await browser.target().createCDPSession();
  const events = [];
  tracing.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => tracing.once('Tracing.tracingComplete', resolve));
  await tracing.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: CATEGORIES } });
  const session = await pointThenClick(browser, page, to, POINTING_MS);
  await evaluateIn(session, shownAt);
  await tracing.send('Tracing.end');
  await complete;
  return events;
}

/** The phases of one click, in ms, or undefined when the page it showed was not prerendered. */
function phases(events) {
  const ms = (microseconds) => microseconds / 1000;
  const paint = events.filter(({ name }) => name === 'firstContentfulPaint').at(-1);
  // A click that came before a prerender could start opens the page as any other.
  if (!paint) return undefined;
  const mainThread = rendererMainThread(events, paint.pid);
  const onMain = mainThread.events;
  const activation = onMain.find(({ name }) => name === 'Document::RunPostPrerenderingActivationSteps');
  const click = events.find(({ name, args }) => name === 'EventDispatch' && args.data?.type === 'click');
  if (!activation || !click) return undefined;
  const frame = onMain.find(({ name, ts }) => name === 'ProxyMain::BeginMainFrame' && ts > activation.ts);
  const within = (outer, name) =>
    ms(onMain.filter((event) => event.name === name && event.ts >= outer.ts && event.ts < outer.ts + outer.dur).reduce((sum, { dur }) => sum + dur, 0));
  const beforePaint = { ts: activation.ts, dur: paint.ts - activation.ts };
  /** How long a main thread ran tasks from the click to the activation. */
  const busyUntilActivation = ({ pid, tid }) =>
    ms(
      events
        .filter((event) => event.name === 'ThreadControllerImpl::RunTask' && event.pid === pid && event.tid === tid && event.ts > click.ts && event.ts < activation.ts)
        .reduce((sum, { dur }) => sum + dur, 0),
    );
  // The activation is a task of the page shown: it waits for whatever that page is still doing.
  const loaded = events.find(({ name, pid }) => name === 'MarkLoad' && pid === paint.pid);
  return {
    'click → activation': ms(activation.ts - click.ts),
    'of which the page left busy': busyUntilActivation(click),
    'of which the page shown busy': busyUntilActivation(mainThread),
    'page shown: its load event after the click': loaded ? Math.max(0, ms(loaded.ts - click.ts)) : NaN,
    'activation → first frame': ms(frame.ts - activation.ts),
    'frame: style and layout': within(frame, 'LocalFrameView::RunStyleAndLayoutLifecyclePhases') || within(frame, 'LocalFrameView::UpdateStyleAndLayout'),
    'frame: paint': within(frame, 'LocalFrameView::RunPaintLifecyclePhase'),
    'frame: animation callbacks': within(frame, 'PageAnimator::serviceScriptedAnimations'),
    'frame, whole': ms(frame.dur),
    'drawings parsed before the paint': within(beforePaint, 'SVGImage::DataChanged'),
    'frame end → first paint': ms(paint.ts - frame.ts - frame.dur),
    'click → first paint': ms(paint.ts - click.ts),
  };
}

letGoOfDetachedFrames();
const [site, floor] = await serveSiteAndFloor();
const MODES = {
  'site, view transitions': { origin: site, reducedMotion: false },
  'site, reduced motion': { origin: site, reducedMotion: true },
  'plain-HTML floor, view transitions': { origin: floor, reducedMotion: false },
  'plain-HTML floor, reduced motion': { origin: floor, reducedMotion: true },
};
const results = {};
for (const [mode, { origin, reducedMotion }] of Object.entries(MODES)) {
  const samples = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const browser = await puppeteer.launch({ executablePath: findChromium(), headless: true, args: CHROMIUM_FLAGS });
    try {
      for (const [from, to] of HOPS) {
        const page = await openOnPhone(browser, `${origin}${from}`, reducedMotion);
        const sample = phases(await tracedClick(browser, page, to));
        if (sample) samples.push(sample);
        await page.close().catch(() => {});
      }
    } finally {
      await browser.close();
    }
    process.stderr.write(`${mode}: round ${round}/${ROUNDS}\n`);
  }
  results[mode] = { prerendered: samples.length, samples };
}

const columns = Object.keys(Object.values(results).find(({ samples }) => samples.length)?.samples[0] ?? {});
const table = [
  `A prerendered page's activation, traced: median ms of the prerendered clicks, each after pointing ${POINTING_MS} ms; Chromium, ${PROFILE}; wrangler pages dev; ${ROUNDS} visits of ${HOPS.length} hops`,
  '',
  `| mode | prerendered | ${columns.join(' | ')} |`,
  `|---|---|${columns.map(() => '---').join('|')}|`,
  ...Object.entries(results).map(
    ([mode, { prerendered, samples }]) =>
      `| ${mode} | ${prerendered} | ${columns.map((column) => (samples.length ? Math.round(median(samples.map((sample) => sample[column]))) : '–')).join(' | ')} |`,
  ),
].join('\n');
mkdirSync('reports', { recursive: true });
writeFileSync('reports/activation.json', JSON.stringify(results, null, 2));
writeFileSync('reports/activation.md', `${table}\n`);
console.log(table);
process.exit(0);
