// What the click benches share (navigation.mjs, activation.mjs): the hops, the phone profile, the
// site and the plain-HTML floor served by Cloudflare Pages' runtime, a page opened on the profile,
// and the one rejection of puppeteer's that a prerendered page brings.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { withSpeculationRules } from '../lib/hosting/speculation-rules.mjs';

/** Each hop: the page loaded, and where the header link clicked on it leads. */
export const HOPS = [
  ['/', '/features/'],
  ['/features/', '/about/'],
  ['/about/', '/contact/'],
  ['/contact/', '/features/'],
];
/**
 * How long the pointer rests on a link before the click: a mouse's second by default; a phone's tap
 * gives its pointerdown about 100 ms ahead of the click (POINTING_MS=100).
 */
export const POINTING_MS = Number(process.env.POINTING_MS ?? 1000);
const PHONE = { cpuSlowdown: 4, network: { download: (1.6e6 / 8) * 0.9, upload: (750e3 / 8) * 0.9, latency: 150 } };
export const PROFILE = '4x CPU, 150 ms RTT, 1.6 Mbps';

/**
 * The plain-HTML floor at every path of the hops, its header links made real, with the site's
 * headers, speculation rules and view transition (the rule of app/globals.css).
 */
function writeFloorSite() {
  const folder = mkdtempSync(join(tmpdir(), 'navigation-floor-'));
  process.on('exit', () => rmSync(folder, { recursive: true, force: true }));
  const paths = HOPS.map(([from]) => from);
  const page = withSpeculationRules(
    readFileSync('bench/floor/index.html', 'utf8')
      .replace(/href="#">(\w+)</g, (_, label) => `href="/${label.toLowerCase()}/">${label}<`)
      .replace(
        '</head>',
        '<style>@media (prefers-reduced-motion: no-preference) { @view-transition { navigation: auto } } ::view-transition-group(*) { animation-duration: 150ms }</style></head>',
      ),
    paths,
  );
  for (const path of paths) {
    mkdirSync(join(folder, path), { recursive: true });
    writeFileSync(join(folder, path, 'index.html'), page);
  }
  copyFileSync('out/_headers', join(folder, '_headers'));
  return folder;
}

/**
 * `wrangler pages dev` on `folder`; resolves to its origin once it answers. Each its own inspector
 * port: two on the default one, 9229, and the second fails to start.
 */
async function servePages(folder, port) {
  const ports = ['--port', String(port), '--inspector-port', String(port + 10_000)];
  const wrangler = spawn('npx', ['wrangler', 'pages', 'dev', folder, '--ip', '127.0.0.1', ...ports], {
    env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
    detached: true,
    stdio: 'ignore',
  });
  process.on('exit', () => {
    try {
      process.kill(-wrangler.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; !(await fetch(origin).then(() => true, () => false)); attempt++) {
    if (attempt > 240) throw new Error(`wrangler pages dev ${folder} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return origin;
}

/** The origins of the site (out/) and of the floor, served side by side. */
export const serveSiteAndFloor = () => Promise.all([servePages('out', 4110), servePages(writeFloorSite(), 4111)]);

/** A new tab of `browser` with `url` loaded on the phone profile, opted in to the view transition or not. */
export async function openOnPhone(browser, url, reducedMotion) {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  // The page a visitor leaves opts in to the view transition or not.
  await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: reducedMotion ? 'reduce' : 'no-preference' }]);
  await page.emulateCPUThrottling(PHONE.cpuSlowdown);
  await page.emulateNetworkConditions(PHONE.network);
  await page.goto(url, { waitUntil: 'networkidle0' });
  return page;
}

/** When the page reached the screen: its first contentful paint, or its activation if prerendered. Run in the page. */
export const shownAt = () =>
  new Promise((resolve) => {
    const { activationStart } = performance.getEntriesByType('navigation')[0];
    const done = (paint) =>
      resolve({ path: location.pathname, at: performance.timeOrigin + Math.max(paint, activationStart), prerendered: activationStart > 0 });
    const [entry] = performance.getEntriesByName('first-contentful-paint');
    if (entry) done(entry.startTime);
    else new PerformanceObserver((list) => done(list.getEntries()[0].startTime)).observe({ type: 'paint', buffered: true });
  });

/**
 * puppeteer's Page re-adds what it exposed (navigation.mjs's reportClick) to the page a prerender
 * activates, finds that frame detached and rejects where no caller can catch it, which would end a
 * run at random. The benches read the activated page through a session of its own, so only that
 * rejection is let go.
 */
export function letGoOfDetachedFrames() {
  process.on('unhandledRejection', (error) => {
    if (!String(error?.message).startsWith('Attempted to use detached Frame')) throw error;
  });
}
