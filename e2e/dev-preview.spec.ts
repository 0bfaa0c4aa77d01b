// `npm run dev:phone` and the share and search preview, as a marketer uses them: the dev server
// in a copy of the project, opened from another origin the way a phone on the Wi-Fi opens it
// (here the loopback alias 127.0.0.2, allowed through DEV_ORIGINS), with copy edited while it
// runs. Project `dev` (Chromium, desktop) runs this file, and the editor's tests in dev-preview/,
// one group of them to a file, on the same dev server (dev-preview/dev-site.ts).
import { networkInterfaces } from 'node:os';

import { aboutCopy, featuresCopy, homeCopy } from '@/lib/content-reader';
import { networkAddresses } from '@/lib/dev-phone/network-addresses.mjs';
import { documentTitle } from '@/lib/metadata';
import { sitePages } from '@/lib/pages';
import { siteConfig } from '@/lib/site';
import { siteArticles } from '@/lib/site-articles';

import { expectHydrated } from './support/hydration';
import { writeNewCollection, writeNewPage } from './support/new-entries';
import { markOpenPage, notReloaded } from './support/page-marks';
import { copyProject, removeCopy } from './support/project-copy';
import { startServer } from './support/servers';
import { expect, test, type Locator, type Page } from './support/test';

import { devSite, editContent, PHONE_HOST, phoneUrl, restoreShippedCopy } from './dev-preview/dev-site';
import { articleTests } from './dev-preview/editor-articles';
import { livePreviewTests } from './dev-preview/editor-preview';
import { saveTests } from './dev-preview/editor-saves';
import { fromTheWifiTests } from './dev-preview/from-the-wifi';

test.describe.configure({ mode: 'serial' });

/**
 * Opens `url` and waits until the dev server can update it live: hydrated, and its update socket
 * heard from. An edit made before then reaches the page on its next load only (a loaded CI run
 * once edited a page whose links had painted but whose socket had not yet opened).
 */
async function openLive(page: Page, url: string) {
  const socketHeard = new Promise<void>((resolve) =>
    page.on('websocket', (socket) => {
      if (socket.url().includes('/_next/hmr')) socket.once('framereceived', () => resolve());
    }),
  );
  await page.goto(url);
  await expectHydrated(page);
  await socketHeard;
}

/**
 * Waits for a mistake to be named on the page as it updates live, after a recompile that can take
 * a while on CI's two busy cores; if it is not, loads the page again, as a marketer then does.
 * (Under that load the page once reloaded mid-recompile and showed nothing.)
 */
async function expectNamedLiveOrOnReload(page: Page, named: Locator) {
  await expect(named)
    .toBeVisible()
    .catch(() => page.reload());
  await expect(named).toBeVisible();
}

test.beforeAll(async () => {
  const project = copyProject();
  devSite.project = project;
  // A page and a collection added as a developer adds them, before the dev server starts (it reads the schema once).
  writeNewPage(project);
  writeNewCollection(project, siteArticles()[0].cover);
  devSite.server = await startServer(process.execPath, ['lib/dev-phone/dev-phone.mjs'], {
    cwd: project,
    env: { ...process.env, DEV_ORIGINS: PHONE_HOST, NEXT_TELEMETRY_DISABLED: '1' },
  });
});

test.afterEach(async ({}, testInfo) => {
  // What the dev server last did (its requests, a recompile), printed with a failure.
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('dev-devSite.server.log', { body: devSite.server.log().slice(-4000), contentType: 'text/plain' });
});

test.afterAll(async () => {
  await devSite.server?.stop();
  if (devSite.project) removeCopy(devSite.project);
});

test('dev:phone prints the URL to open for each network address, with a QR code for the first', () => {
  const log = devSite.server.log();
  const hosts = [...networkAddresses(networkInterfaces()), PHONE_HOST];
  for (const host of hosts) expect(log).toContain(`http://${host}:${devSite.server.port}/`);
  // A QR code in block characters, then the warning that the server is on the network.
  expect(log).toMatch(/[█▀▄]{20,}/);
  expect(log).toContain('reachable from this network');
});

test('a page opened from another origin hydrates, and a copy edit appears without a reload', async ({ page }) => {
  const failedSockets: string[] = [];
  page.on('console', (message) => {
    if (/WebSocket connection .* failed/.test(message.text())) failedSockets.push(message.text());
  });
  await openLive(page, phoneUrl('/'));
  await markOpenPage(page);

  const edited = `${homeCopy.hero.title} Live.`;
  editContent('home.yaml', (copy) => (copy.hero.title = edited));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(edited);
  expect(await notReloaded(page)).toBe(true);
  expect(failedSockets).toEqual([]);
});

test('the machine’s own network address is allowed too', async ({ page }) => {
  const [address] = networkAddresses(networkInterfaces());
  test.skip(!address, 'this machine has no network address besides the loopback');
  await page.goto(`http://${address}:${devSite.server.port}/about/`);
  await expectHydrated(page);
});

test('/share-preview/ shows every page as search and link previews shows it, and flags a title that gets cut', async ({ page }) => {
  const pagePreview = (href: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: href, exact: true }) });
  // The dev server draws each share image on its first request, while it may still recompile
  // after the edits above: once, under CI's load, a card showed its image broken (loaded, 0 px
  // wide) on a run that then served it. The preview is checked once every image is served.
  for (const { shareImage } of sitePages) {
    await expect.poll(async () => (await page.request.get(phoneUrl(shareImage))).status()).toBe(200);
  }
  await openLive(page, phoneUrl('/share-preview/'));
  for (const { href, meta, shareImage } of sitePages) {
    const preview = pagePreview(href);
    const searchResult = preview.getByRole('region', { name: 'Search result' });
    await expect(searchResult).toContainText(new URL(href, siteConfig.url).href);
    await expect(searchResult).toContainText(meta.description.slice(0, 100));
    if (href !== '/') await expect(searchResult).toContainText(documentTitle(href));
    const card = preview.getByRole('region', { name: 'Link card' });
    await expect(card.getByRole('img')).toHaveAttribute('src', shareImage);
    // Once the image has loaded, or failed.
    const width = await card.getByRole('img').evaluate((image: HTMLImageElement) => image.decode().then(() => image.naturalWidth, () => 0));
    expect(width, `${shareImage}: ${(await page.request.get(phoneUrl(shareImage))).status()}\n${devSite.server.log().slice(-3000)}`).toBe(1200);
  }
  await expect(page.getByText(/over by/)).toHaveCount(0);

  // A title past the search and card limits is flagged where it is cut, without a reload.
  const longTitle = `${featuresCopy.meta.title}: power flow, contingency and FACTS sizing for every grid planner`;
  editContent('features.yaml', (copy) => (copy.meta.title = longTitle));
  const features = pagePreview('/features/');
  await expect(features.getByText(/over by \d+/).first()).toBeVisible();
  await expect(features.getByRole('region', { name: 'Link card' })).toContainText('…');
});

test('a field left empty in a copy file is named with its file and line on the page, not shown as a blank section', async ({ page }) => {
  await openLive(page, phoneUrl('/contact/'));
  const { line } = editContent('features.yaml', (copy) => (copy.intro.title = ''));
  // As the page updates live, and on the next load.
  const named = page.getByText(`lib/content/features.yaml:${line("  title: ''")}: intro.title: Title must not be empty`).first();
  await expectNamedLiveOrOnReload(page, named);
  await page.reload();
  await expect(named).toBeVisible();
});

test('a link that leads nowhere, written by hand, is named with its file, field and line on the page', async ({ page }) => {
  // The test above broke a file by hand; this one starts from the files as shipped.
  restoreShippedCopy();
  await openLive(page, phoneUrl('/about/'));
  await expect(page.getByRole('link', { name: aboutCopy.actions.primary.label })).toHaveAttribute('href', aboutCopy.actions.primary.href);
  const { line } = editContent('about.yaml', (copy) => (copy.actions.primary.href = '/careers/'));
  await expectNamedLiveOrOnReload(page, page.getByText(`lib/content/about.yaml:${line(/href: \/careers\/$/)}: actions.primary.href: /careers/ is not a page of the site`).first());
});

test.describe('the editor', () => {
  test.use({ blockedOnPurpose: /fonts\.googleapis\.com/ });

  test.beforeAll(() => {
    // The test above broke a file by hand; the editor starts from the files as shipped.
    restoreShippedCopy();
  });

  saveTests();
  livePreviewTests();
  articleTests();
  fromTheWifiTests();
});
