// Deploys as a visitor lives through them. Build A is the main out/; build B is A with the footer's
// line reworded, so every page differs. Mid-deploy, from a CDN edge that still holds A's HTML,
// or from a tab restored from the browser's cache, A's pages meet a host that serves B: each must
// hydrate from A's own files, or stay as painted when those are gone (lib/hosting/page-payloads.mjs).
// Project `builds` (Chromium, desktop) runs this file, on nginx and on Cloudflare's runtime.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { footerCopy, headerCopy } from '@/lib/content-reader';
import { withSiteValues } from '@/lib/content-schema/placeholders.mjs';
import { readYaml, writeYaml } from '@/lib/content-reader/yaml.mjs';
import { afterPaintPayload } from '@/lib/hosting/after-paint-loader.mjs';
import { filesIn } from '@/lib/hosting/html-files.mjs';
import { PAYLOAD_DIRECTORY } from '@/lib/hosting/page-payloads.mjs';
import { siteConfig } from '@/lib/site';
import { differentFiles } from '@/lib/toolchain/site-builds.mjs';

import { termOn } from './support/glossary';
import { clickHeaderLink, headerLabel } from './support/header-links';
import { expectHydrated, expectNotHydrated, holdFrameworkChunks, UNTIL_PARSED } from './support/hydration';
import { enquiry, expectMailToast, expectSpecMail, fill, formField, parseMailto, sendButton } from './support/mail';
import { buildSite, removeBuild, siteBuildIn, type SiteBuild } from './support/line-builds';
import { EVERY_PAGE, expectEveryPageHydrates, NO_PAGE, pagePolicy } from './support/policy-checks';
import { payloadUrlOf } from './support/page-texts';
import { serveWithNginx, serveWithWrangler } from './support/servers';
import { expect, test, type Page } from './support/test';

test.describe.configure({ mode: 'serial' });

/** The not-found page logs the path it was asked for (the spec's error catalogue); nothing else may. */
const expectedErrors = (path: string) => (path === NO_PAGE ? [`404: no page at ${path}`] : []);
/**
 * The footer's line as the copy has it, and as the next deploy's copy edit rewords it. Its
 * placeholders stay: they decide what the page's modules import, and so its script chunks.
 */
const rewordedLaunched = `A footer line the next deploy wrote${((readYaml(readFileSync('lib/content/footer.yaml', 'utf8')) as { launched: string }).launched.match(/\{\w+\}/g) ?? []).map((placeholder) => ` ${placeholder}`).join('')}.`;
const [OLD_WORDS, NEW_WORDS] = [footerCopy.launched, withSiteValues(rewordedLaunched, siteConfig)];

/** Uncaught errors and errors the page reported while `page` was open. */
function pageErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The browser's own line for a failed request is not the page's error.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  return errors;
}

/** The two production hosts, serving `out` with the host files of `build`. */
const servers = {
  nginx: (build: SiteBuild, out: string) => serveWithNginx(out, build.nginxConfig),
  cloudflare: (_: SiteBuild, out: string) => serveWithWrangler(out),
};

let first: SiteBuild;
let edited: SiteBuild;
/** What a host holds mid-deploy: B, with A's HTML over it and A's immutable files beside B's. */
let mixed: string;

test.beforeAll(() => {
  first = siteBuildIn('.');
  edited = buildSite(process.execPath, (dir) => {
    const content = join(dir, 'lib/content/footer.yaml');
    writeFileSync(content, writeYaml({ ...(readYaml(readFileSync(content, 'utf8')) as object), launched: rewordedLaunched }));
  });
  mixed = join(mkdtempSync(join(tmpdir(), 'deploy-')), 'out');
  cpSync(edited.out, mixed, { recursive: true });
  for (const file of filesIn(first.out)) {
    if (file.endsWith('.html')) cpSync(join(first.out, file), join(mixed, file));
    else if (file.startsWith('_next/static/')) cpSync(join(first.out, file), join(mixed, file), { force: false });
  }
});

test.afterAll(() => {
  removeBuild(edited);
  rmSync(join(mixed, '..'), { recursive: true, force: true });
});

test('the same commit builds the same bytes, and a copy edit changes only the pages it touches', () => {
  const again = buildSite(process.execPath);
  try {
    expect(differentFiles(first.out, again.out)).toEqual([]);
  } finally {
    removeBuild(again);
  }
  // The footer is on every page: each page's HTML changes, and names a new payload beside the old.
  const pages = [...filesIn(first.out)].filter((file) => file.endsWith('.html'));
  const payloads = (out: string) => pages.map((file) => afterPaintPayload(readFileSync(join(out, file), 'utf8'))!.slice(1));
  expect(differentFiles(first.out, edited.out)).toEqual([...new Set([...pages, ...payloads(first.out), ...payloads(edited.out)])].sort());
  for (const path of ['index.html', 'about/index.html']) {
    const [before, after] = [first.out, edited.out].map((out) => readFileSync(join(out, path), 'utf8'));
    expect(before).toContain(OLD_WORDS);
    expect(after).toContain(NEW_WORDS);
    expect(pagePolicy(after)).not.toBe(pagePolicy(before));
  }
});

test('a copy edit deployed behind the host configuration of an earlier build hydrates with no CSP violation', async ({ page }) => {
  const nginx = await serveWithNginx(edited.out, first.nginxConfig);
  try {
    await expectEveryPageHydrates(page, nginx.origin);
    await expect(page.getByRole('contentinfo')).toContainText(NEW_WORDS);
  } finally {
    await nginx.stop();
  }
});

for (const [host, serve] of Object.entries(servers)) {
  test(`on ${host}, a page of the last deploy hydrates from its own files once the next deploy is live, keeping what was typed`, async ({
    page,
  }) => {
    const server = await serve(edited, mixed);
    const errors = pageErrors(page);
    try {
      for (const path of EVERY_PAGE) {
        errors.length = 0;
        const chunks = await holdFrameworkChunks(page);
        await page.goto(server.origin + path, UNTIL_PARSED);
        if (path === '/contact/') await formField(page, 'firstName').fill('Ada');
        await chunks.release();
        await expect(page.getByRole('contentinfo')).toContainText(OLD_WORDS);
        if (path === '/contact/') await expect(formField(page, 'firstName')).toHaveValue('Ada');
        expect(errors, path).toEqual(expectedErrors(path));
        await page.unrouteAll();
      }
    } finally {
      await server.stop();
    }
  });
}

for (const [host, serve] of Object.entries(servers)) {
  test(`on ${host}, the menu, the form and its draft, and the tooltips of the last deploy's pages work once the next deploy is live`, async ({
    page,
  }) => {
    const server = await serve(edited, mixed);
    const errors = pageErrors(page);
    try {
      // A phone's width, where the header's links fold into the menu.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(server.origin + '/contact/');
      await expectHydrated(page);
      await fill(page, enquiry);
      await page.reload();
      await expectHydrated(page);
      await expect(formField(page, 'message')).toHaveValue(enquiry.message);
      const mailRequest = page.waitForRequest(/^mailto:/);
      await sendButton(page).click();
      expectSpecMail(parseMailto((await mailRequest).url()));
      await expectMailToast(page);

      await page.getByRole('button', { name: headerCopy.menuButton }).click();
      await page.locator('#mobile-menu').getByRole('link', { name: headerLabel('/features/'), exact: true }).click();
      await expect(page).toHaveURL(/\/features\/$/);
      await expectHydrated(page);
      await expect(page.getByRole('contentinfo')).toContainText(OLD_WORDS);
      const { button: term, definition } = await termOn(page);
      await term.scrollIntoViewIfNeeded();
      // The tooltip closes when the page scrolls, and scrolling the term into view may still be settling.
      await expect(async () => {
        await term.blur();
        await term.focus();
        await expect(page.getByRole('tooltip')).toContainText(definition, { timeout: 1_000 });
      }).toPass();
      expect(errors).toEqual([]);
    } finally {
      await server.stop();
    }
  });
}

for (const [host, serve] of Object.entries(servers)) {
  test(`on ${host}, a page of an earlier deploy whose files are gone stays as painted and usable, with one error`, async ({ page }) => {
    const pruned = join(mkdtempSync(join(tmpdir(), 'deploy-pruned-')), 'out');
    cpSync(mixed, pruned, { recursive: true });
    const keep = new Set(readdirSync(join(edited.out, PAYLOAD_DIRECTORY)));
    for (const file of readdirSync(join(pruned, PAYLOAD_DIRECTORY))) if (!keep.has(file)) rmSync(join(pruned, PAYLOAD_DIRECTORY, file));
    const server = await serve(edited, pruned);
    const errors = pageErrors(page);
    // The page's timers run on a clock the test moves on (the loader's backstop below).
    await page.clock.install();
    try {
      for (const path of ['/', '/contact/']) {
        errors.length = 0;
        const failed = page.waitForEvent('pageerror');
        await page.goto(server.origin + path);
        if (path === '/contact/') await formField(page, 'firstName').fill('Ada');
        expect((await failed).message).toContain(payloadUrlOf(path, first.out));
        // The loader's backstop fires 3 s after it starts: it must not try, and fail, again.
        await page.clock.runFor(3_500);
        await expectNotHydrated(page);
        await expect(page.getByRole('contentinfo')).toContainText(OLD_WORDS);
        if (path === '/contact/') await expect(formField(page, 'firstName')).toHaveValue('Ada');
        expect(errors, path).toHaveLength(1);
        // The links work as they do without JavaScript (About's own payload is gone too).
        const aboutFailed = page.waitForEvent('pageerror');
        await clickHeaderLink(page, '/about/');
        await expect(page).toHaveURL(/\/about\/$/);
        await aboutFailed;
      }
    } finally {
      await server.stop();
      rmSync(join(pruned, '..'), { recursive: true, force: true });
    }
  });
}
