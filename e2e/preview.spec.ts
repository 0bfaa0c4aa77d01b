// A review request's preview as a reviewer opens it: the site built as a preview (SITE_PREVIEW=true)
// with an article dated to come, at the second address it has had, and a draft; uploaded by
// lib/deploy/preview.mjs to a deploy target that also holds a live site; served by nginx with
// .hosting/nginx-previews.conf at <name>.preview.localhost (Chromium takes every *.localhost
// name to this machine). Project `builds` (Chromium, desktop) runs this file.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { articleSource } from '@/lib/content-reader/article-file.mjs';
import { goesLiveWords } from '@/lib/content-schema/schedule.mjs';
import { previewName, QR_FILE } from '@/lib/deploy/preview-name.mjs';
import { RELEASE_FILE } from '@/lib/deploy/target.mjs';
import { siteConfig } from '@/lib/site';
import { siteArticles } from '@/lib/site-articles';

import { expectHydrated } from './support/hydration';
import { buildSite, removeBuild, type SiteBuild } from './support/line-builds';
import { serveWithNginx } from './support/servers';
import { expect, test, type Page } from './support/test';

test.describe.configure({ mode: 'serial' });

const BRANCH = 'copy/2026-12-05-ab12cd3';
/** The commit the preview is built from, as the workflow's checkout has it. */
const COMMIT = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
const SCHEDULED = { slug: 'a-review-shows-it-first', formerAddress: 'its-first-address', title: 'An article the review shows before it goes live', date: '2999-01-05' };
const DRAFT = { slug: 'a-draft-no-one-reviews', title: 'A draft no preview shows' };

let build: SiteBuild;
let folder: string;
let nginx: Awaited<ReturnType<typeof serveWithNginx>>;
let origin: string;
/** The workflow's step (.ci/review-preview): `deploy` uploads the build as the branch's preview, `remove` removes it. */
const preview = (action: 'deploy' | 'remove') =>
  execFileSync(process.execPath, ['lib/deploy/preview.mjs', action, BRANCH, build.out], {
    env: { ...process.env, DEPLOY_TARGET: folder, PREVIEW_ADDRESS: `http://{name}.preview.localhost:${nginx.port}` },
  });
const LIVE_PAGE = 'live/site/index.html';

test.beforeAll(async () => {
  const { cover } = siteArticles()[0];
  const article = ({ title, date = '2020-01-01', draft = false, ...extra }: { title: string; date?: string; draft?: boolean; formerAddresses?: string[] }) =>
    articleSource({ title, date, draft, summary: `${title}, in a line.`, author: 'Gridwright editorial team', cover, ...extra }, `${title}: its body.\n`);
  build = buildSite(
    process.execPath,
    (dir) => {
      writeFileSync(join(dir, `lib/content/insights/${SCHEDULED.slug}.mdoc`), article({ title: SCHEDULED.title, date: SCHEDULED.date, formerAddresses: [SCHEDULED.formerAddress] }));
      writeFileSync(join(dir, `lib/content/insights/${DRAFT.slug}.mdoc`), article({ title: DRAFT.title, draft: true }));
    },
    { SITE_PREVIEW: 'true' },
  );
  // The target holds a live site too, which no preview may touch.
  folder = mkdtempSync(join(tmpdir(), 'previews-'));
  mkdirSync(join(folder, 'live/site'), { recursive: true });
  writeFileSync(join(folder, LIVE_PAGE), 'The live site');
  nginx = await serveWithNginx(folder, join(build.dir, '.hosting/nginx-previews.conf'));
  origin = `http://${previewName(BRANCH)}.preview.localhost:${nginx.port}`;
});

/** `path` of the preview as the browser gets it: Node.js here does not take *.localhost names to this machine. */
const opened = async (page: Page, path: string) => (await page.goto(`${origin}${path}`))!;

test.afterAll(async () => {
  await nginx?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
  if (build) removeBuild(build);
});

test('a review’s preview serves every page at its own address, marked noindex, with what is scheduled shown and marked and no draft', async ({ page }) => {
  preview('deploy');
  const responses: string[] = [];
  page.on('response', (response) => responses.push(`${response.status() < 400 ? 'ok' : response.status()} ${response.headers()['x-robots-tag']} ${response.url()}`));

  await page.goto(`${origin}/insights/`);
  await expectHydrated(page);
  await expect(page.getByRole('link', { name: DRAFT.title })).toHaveCount(0);
  await page.getByRole('link', { name: SCHEDULED.title }).click();
  await expect(page).toHaveURL(`${origin}/insights/${SCHEDULED.slug}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SCHEDULED.title);
  await expect(page.getByText(`Scheduled: goes live ${goesLiveWords(SCHEDULED)}`)).toBeVisible();
  // Search engines are sent to the live site's address, where the page will be.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteConfig.url}/insights/${SCHEDULED.slug}/`);

  // A former address leads to the page; a draft's is not found.
  await page.goto(`${origin}/insights/${SCHEDULED.formerAddress}/`);
  await expect(page).toHaveURL(`${origin}/insights/${SCHEDULED.slug}/`);
  expect((await opened(page, `/insights/${DRAFT.slug}/`)).status()).toBe(404);

  // Every page, asset and payload the browser asked for was there, and told search engines to leave it out.
  expect(responses.filter((line) => line.includes('/_next/static/')).length).toBeGreaterThan(0);
  expect(responses.filter((line) => !line.startsWith('ok noindex ') && !line.endsWith(`/insights/${DRAFT.slug}/`))).toEqual([]);
  expect(await (await opened(page, '/sitemap.xml')).text()).not.toContain('<url>');

  // The request's comment shows the QR code at the preview's root; the editor asks its record.
  expect((await opened(page, `/${QR_FILE}`)).headers()['content-type']).toMatch(/^image\/svg\+xml\b/);
  expect(await (await opened(page, `/${RELEASE_FILE}`)).json()).toEqual(expect.objectContaining({ commit: COMMIT }));
});

test('a push updates the same preview; closing the request removes it; the live site is never touched', async ({ page }) => {
  const before = await (await opened(page, `/${RELEASE_FILE}`)).json();
  preview('deploy');
  const after = await (await opened(page, `/${RELEASE_FILE}`)).json();
  expect(after).toEqual(expect.objectContaining({ commit: COMMIT }));
  expect(after.release).not.toBe(before.release);
  await page.goto(`${origin}/`);
  await expectHydrated(page);

  preview('remove');
  expect((await opened(page, '/')).status()).toBe(404);
  expect(readFileSync(join(folder, LIVE_PAGE), 'utf8')).toBe('The live site');
});
