// `npm run dev:phone` and the share and search preview, as a marketer uses them: the dev server
// in a copy of the project, opened from another origin the way a phone on the Wi-Fi opens it
// (here the loopback alias 127.0.0.2, allowed through DEV_ORIGINS), with copy edited while it
// runs. Project `dev` (Chromium, desktop) runs this file.
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';

import { featuresCopy, homeCopy } from '@/lib/content';
import { documentTitle } from '@/lib/metadata';
import { sitePages } from '@/lib/pages';
import { networkAddresses } from '@/lib/preview/network-addresses.mjs';
import { siteConfig } from '@/lib/site';

import { expectHydrated } from './support/hydration';
import { copyProject, removeCopy } from './support/project-copy';
import { startServer } from './support/servers';
import { expect, test } from './support/test';

const PHONE_HOST = '127.0.0.2';

test.describe.configure({ mode: 'serial', timeout: 4 * 60_000 });

let project: string;
let server: Awaited<ReturnType<typeof startServer>>;
const phoneUrl = (path: string) => `http://${PHONE_HOST}:${server.port}${path}`;

/** Replaces text in a copy file (lib/content/<name>), as a marketer's edit by hand does. */
const editContent = (name: string, from: string, to: string) => {
  const file = join(project, 'lib/content', name);
  const source = readFileSync(file, 'utf8');
  expect(source).toContain(from);
  writeFileSync(file, source.replace(from, to));
};

test.beforeAll(async () => {
  project = copyProject();
  server = await startServer(process.execPath, ['lib/preview/dev-phone.mjs'], {
    cwd: project,
    env: { ...process.env, DEV_ORIGINS: PHONE_HOST, NEXT_TELEMETRY_DISABLED: '1' },
  });
});

test.afterAll(async () => {
  await server?.stop();
  if (project) removeCopy(project);
});

test('dev:phone prints the URL to open for each network address, with a QR code for the first', () => {
  const log = server.log();
  const hosts = [...networkAddresses(networkInterfaces()), PHONE_HOST];
  for (const host of hosts) expect(log).toContain(`http://${host}:${server.port}/`);
  // A QR code in block characters, then the warning that the server is on the network.
  expect(log).toMatch(/[█▀▄]{20,}/);
  expect(log).toContain('reachable from this network');
});

test('a page opened from another origin hydrates, and a copy edit appears without a reload', async ({ page }) => {
  const failedSockets: string[] = [];
  page.on('console', (message) => {
    if (/WebSocket connection .* failed/.test(message.text())) failedSockets.push(message.text());
  });
  await page.goto(phoneUrl('/'));
  await expectHydrated(page);
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  const edited = `${homeCopy.hero.title} Live.`;
  editContent('home.yaml', `title: ${homeCopy.hero.title}`, `title: ${edited}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(edited, { timeout: 30_000 });
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  expect(failedSockets).toEqual([]);
});

test('the machine’s own network address is allowed too', async ({ page }) => {
  const [address] = networkAddresses(networkInterfaces());
  test.skip(!address, 'this machine has no network address besides the loopback');
  await page.goto(`http://${address}:${server.port}/about/`);
  await expectHydrated(page);
});

test('/preview/ shows every page as search and link previews shows it, and flags a title that gets cut', async ({ page }) => {
  const pagePreview = (href: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: href, exact: true }) });
  // The dev server draws each share image on its first request, while it may still recompile
  // after the edits above: once, under CI's load, a card showed its image broken (loaded, 0 px
  // wide) on a run that then served it. The preview is checked once every image is served.
  for (const { shareImage } of sitePages) {
    await expect.poll(async () => (await page.request.get(phoneUrl(shareImage))).status(), { timeout: 60_000 }).toBe(200);
  }
  await page.goto(phoneUrl('/preview/'));
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
    expect(width, `${shareImage}: ${(await page.request.get(phoneUrl(shareImage))).status()}\n${server.log().slice(-3000)}`).toBe(1200);
  }
  await expect(page.getByText(/over by/)).toHaveCount(0);

  // A title past the search and card limits is flagged where it is cut, without a reload.
  const longTitle = `${featuresCopy.meta.title}: power flow, contingency and FACTS sizing for every grid planner`;
  editContent('features.yaml', `title: ${featuresCopy.meta.title}\n  description`, `title: '${longTitle}'\n  description`);
  const features = pagePreview('/features/');
  await expect(features.getByText(/over by \d+/).first()).toBeVisible({ timeout: 30_000 });
  await expect(features.getByRole('region', { name: 'Link card' })).toContainText('…');
});

test('a field left empty in a copy file is named with its file and line on the page, not shown as a blank section', async ({ page }) => {
  await page.goto(phoneUrl('/contact/'));
  await expectHydrated(page);
  editContent('features.yaml', `title: ${featuresCopy.intro.title}\n  lead`, `title: ''\n  lead`);
  // As the page updates live, and on the next load.
  const named = page.getByText('lib/content/features.yaml:8: intro.title: Title must not be empty').first();
  await expect(named).toBeVisible({ timeout: 30_000 });
  await page.reload();
  await expect(named).toBeVisible({ timeout: 30_000 });
});

test.describe('the editor', () => {
  test.use({ blockedOnPurpose: /fonts\.googleapis\.com/ });
  const editorUrl = (path: string) => `http://localhost:${server.port}${path}`;
  const copyFile = (name: string) => readFileSync(join(project, 'lib/content', name), 'utf8');

  test.beforeAll(() => {
    // The test above broke a file by hand; the editor starts from the files as shipped.
    cpSync(join(process.cwd(), 'lib/content'), join(project, 'lib/content'), { recursive: true });
  });

  test('saves the hero title: the file changes and the open page shows it without a reload', async ({ context, page }) => {
    const site = await context.newPage();
    await site.goto(editorUrl('/'));
    await expectHydrated(site);
    await site.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    await page.goto(editorUrl('/keystatic/singleton/home/'));
    const heroTitle = page.getByRole('textbox', { name: 'Title' }).nth(1);
    // The first visit compiles the editor and reads every file: give it the time a cold dev server takes.
    await expect(heroTitle).toHaveValue(homeCopy.hero.title, { timeout: 60_000 });
    const edited = "Grid Planning's future. Rewired.";
    await heroTitle.fill(edited);
    await page.getByRole('button', { name: 'Save' }).click();

    await expect.poll(() => copyFile('home.yaml'), { timeout: 30_000 }).toContain(`title: ${edited}`);
    await expect(site.getByRole('heading', { level: 1 })).toHaveText(edited, { timeout: 30_000 });
    expect(await site.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  });

  test('refuses to save an emptied required field, with the field’s own message', async ({ page }) => {
    const before = copyFile('about.yaml');
    await page.goto(editorUrl('/keystatic/singleton/about/'));
    const introTitle = page.getByRole('textbox', { name: 'Title' }).nth(1);
    // As the file holds it: the brand is a placeholder, filled in by the build.
    await expect(introTitle).toHaveValue('About {brand}', { timeout: 60_000 });
    await introTitle.fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Title must not be empty').first()).toBeVisible();
    expect(copyFile('about.yaml')).toBe(before);
  });

  test('refuses a write from another origin, and an upload that holds a script', async ({ request }) => {
    const update = (contents: string, path = 'public/illustrations/home/cards/0/illustration/src.svg') => ({
      headers: { 'no-cors': '1', 'content-type': 'application/json' },
      data: { additions: [{ path, contents: Buffer.from(contents).toString('base64url') }], deletions: [] },
    });
    const drawing = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 300"><rect width="480" height="300"/></svg>';

    // A phone on the Wi-Fi: it may preview, not write.
    const fromNetwork = await request.post(phoneUrl('/api/keystatic/update/'), update(drawing));
    expect(fromNetwork.status()).toBe(403);
    expect(await fromNetwork.text()).toContain('not to localhost');

    const withScript = await request.post(editorUrl('/api/keystatic/update/'), update(drawing.replace('<rect', '<script>alert(1)</script><rect')));
    expect(withScript.status()).toBe(403);
    expect(await withScript.text()).toContain('holds a script');

    const outside = await request.post(editorUrl('/api/keystatic/update/'), update('export default 1;', 'lib/content/home.ts'));
    expect(outside.status()).toBe(403);

    const svgBefore = readFileSync(join(project, 'public/illustrations/home/cards/0/illustration/src.svg'), 'utf8');
    expect(svgBefore).not.toContain('<script');
    expect(existsSync(join(project, 'lib/content/home.ts'))).toBe(false);
  });
});
