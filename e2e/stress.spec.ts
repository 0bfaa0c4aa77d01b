// Every layout holds any copy the editor accepts: the site built with stress copy (every text
// accented and 40% longer, a 55-letter word leading each title, an 80-character URL ending
// running text, every list three times as long: e2e/support/stress-copy.ts), and each page and
// screen looked at in five widths, with and without WCAG 1.4.12's text spacing at the narrowest.
// Project `builds` (Chromium) runs this file.
import { errorCopy } from '@/lib/content';

import { payloadUrlOf } from './support/pages';
import { layoutProblems, pageWithTextSpacing } from './support/layout-problems';
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
let server: Awaited<ReturnType<typeof startServer>>;

test.beforeAll(async () => {
  // The build: a hook's own timeout is 30 s, whatever the tests'.
  test.setTimeout(4 * 60_000);
  build = buildSite(process.execPath, writeStressCopy);
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
async function expectEveryScreenHolds(page: Page, label: string) {
  for (const path of [...PAGES, ERROR_SCREEN]) {
    if (path === ERROR_SCREEN) await showErrorScreen(page);
    else await page.goto(server.origin + path);
    const problems = await layoutProblems(page);
    expect.soft(problems.slice(0, 6), `${path} at ${label}: ${problems.length} problems`).toEqual([]);
  }
}

test('at 320, 375, 768, 1280 and 1920px every page and screen holds the stress copy whole', async ({ page }) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectEveryScreenHolds(page, `${width}px`);
  }
});

test('at 320px with WCAG text spacing every page and screen holds the stress copy whole', async ({ browser }) => {
  const page = await pageWithTextSpacing(browser, { width: 320, height: 900 });
  await expectEveryScreenHolds(page, '320px with text spacing');
  await page.context().close();
});
