// Every layout holds any copy the editor accepts: the site built with stress copy (every text
// accented and 40% longer, a 55-letter word and a long English one leading each title, an
// 80-character URL ending running text, every list reordered, one item removed and the rest three
// times over: e2e/support/stress-copy.ts); each page shows all of it, and each page and screen is
// looked at in five widths, with and without WCAG 1.4.12's text spacing at the narrowest.
// Project `builds` (Chromium) runs this file.
import { errorCopy, type AboutCopy, type ContactCopy, type FeaturesCopy, type HomeCopy } from '@/lib/content';
import { withSiteValues } from '@/lib/content/placeholders.mjs';
import { siteConfig } from '@/lib/site';

import { asHtml, htmlTextOf, normalise, pagesOf, payloadUrlOf } from './support/pages';
import { layoutProblems, pageWithTextSpacing, wordsCutInHeadings } from './support/layout-problems';
import { buildSite, removeBuild, type SiteBuild } from './support/node-lines';
import { startServer } from './support/servers';
import { stressed, writeStressCopy } from './support/stress-copy';
import { expect, test, type Page } from './support/test';

test.describe.configure({ mode: 'serial', timeout: 4 * 60_000 });

const WIDTHS = [320, 375, 768, 1280, 1920];
const PAGES = ['/', '/features/', '/about/', '/contact/', '/no-such-page/'];
/** The error screen: About, with its payload broken as a bad deploy could (as in error-boundary.spec.ts). */
const ERROR_SCREEN = 'the error screen';

let build: SiteBuild;
let stressCopy: ReturnType<typeof writeStressCopy>;
let server: Awaited<ReturnType<typeof startServer>>;

test.beforeAll(async () => {
  // The build: a hook's own timeout is 30 s, whatever the tests'.
  test.setTimeout(4 * 60_000);
  build = buildSite(process.execPath, (dir) => (stressCopy = writeStressCopy(dir)));
  server = await startServer(process.execPath, ['lib/hosting/static-server.mjs', '$PORT', 'out', '--site-headers'], { cwd: build.dir });
});

test.afterAll(async () => {
  await server?.stop();
  if (build) removeBuild(build);
});

async function showErrorScreen(page: Page) {
  await page.route(`**${payloadUrlOf('/about/', build.out)}`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replaceAll('"FadeIn"]', '"MissingComponent"]') });
  });
  await page.goto(`${server.origin}/about/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(stressed(errorCopy.title, 'title'));
  await page.unrouteAll();
}

/**
 * Looks at every page and screen at the page's current width: each view is its own soft
 * expectation, so one run names every view that does not hold (the first lines of each).
 */
async function expectEveryScreenHolds(page: Page, label: string, { wordsWhole = false } = {}) {
  for (const path of [...PAGES, ERROR_SCREEN]) {
    if (path === ERROR_SCREEN) await showErrorScreen(page);
    else await page.goto(server.origin + path);
    const problems = [...(await layoutProblems(page)), ...(wordsWhole ? await wordsCutInHeadings(page) : [])];
    expect.soft(problems.slice(0, 6), `${path} at ${label}: ${problems.length} problems`).toEqual([]);
  }
}

/** The text of a page's static HTML, as React escapes it. */
const htmlText = async (path: string) => htmlTextOf(await (await fetch(server.origin + path)).text());

test('every page shows all of its stress copy in its static HTML, and no list item the copy removed', async () => {
  const copyOf = <Copy>(name: string) => withSiteValues(stressCopy.written.get(`lib/content/${name}.yaml`), siteConfig) as Copy;
  const pages = pagesOf({ home: copyOf<HomeCopy>('home'), features: copyOf<FeaturesCopy>('features'), about: copyOf<AboutCopy>('about'), contact: copyOf<ContactCopy>('contact') });
  const shown = new Map<string, string>();
  for (const { path, h1, texts } of pages) {
    shown.set(path, await htmlText(path));
    for (const text of [h1, ...texts]) expect.soft(shown.get(path), `${path}: ${text.slice(0, 60)}`).toContain(normalise(asHtml(text)));
  }
  // The texts of removed items (a list's strings, an item's title) that no remaining item also has.
  const remaining = JSON.stringify([...stressCopy.written.values()]);
  const removed = stressCopy.dropped
    .flatMap((item) => (typeof item === 'string' ? [item] : typeof item === 'object' && item && 'title' in item ? [String(item.title)] : []))
    .filter((text) => !remaining.includes(JSON.stringify(text)));
  expect(removed.length).toBeGreaterThan(0);
  for (const text of removed) {
    const html = normalise(asHtml(withSiteValues(text, siteConfig)));
    for (const [path, pageText] of shown) expect.soft(pageText, `${path} still shows “${text.slice(0, 60)}”`).not.toContain(html);
  }
});

test('at 320, 375, 768, 1280 and 1920px every page and screen holds the stress copy whole, no heading cutting a word', async ({ page }) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectEveryScreenHolds(page, `${width}px`, { wordsWhole: true });
  }
});

test('at 320px with WCAG text spacing every page and screen holds the stress copy whole', async ({ browser }) => {
  const page = await pageWithTextSpacing(browser, { width: 320, height: 900 });
  await expectEveryScreenHolds(page, '320px with text spacing');
  await page.context().close();
});
