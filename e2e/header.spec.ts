import { headerCopy, homeCopy } from '@/lib/content-reader';

import { headerLabel, linksInRowAt } from './support/header-links';
import { expectHydrated, expectNotHydrated, holdFrameworkChunks, UNTIL_PARSED } from './support/hydration';
import { expect, test, type Page } from './support/test';

const headerLook = (page: Page) =>
  page.getByRole('banner').evaluate((header) => {
    const style = getComputedStyle(header);
    return { background: style.backgroundColor, backdrop: style.backdropFilter };
  });

const transparent = { background: 'rgba(0, 0, 0, 0)', backdrop: 'none' };

/** Blurred, and translucent: an alpha strictly between 0 and 1 once the colour transition ends. */
const expectBlurred = (page: Page) =>
  expect
    .poll(async () => {
      const { background, backdrop } = await headerLook(page);
      return { blurred: /blur\(/.test(backdrop), translucentAlpha: background.match(/[/,] ?(0?\.\d+)\)$/)?.[1] };
    })
    .toEqual({ blurred: true, translucentAlpha: '0.8' });

const scrollTo = async (page: Page, y: number) => {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
};

test('the header is transparent up to 10px of scroll, blurred beyond, and transparent again at the top', async ({
  page,
}) => {
  await page.goto('/');
  await expectHydrated(page);
  expect(await headerLook(page)).toEqual(transparent);

  await scrollTo(page, 5);
  await expect.poll(() => headerLook(page)).toEqual(transparent);

  await scrollTo(page, 30);
  await expectBlurred(page);

  await scrollTo(page, 0);
  await expect.poll(() => headerLook(page)).toEqual(transparent);
});

test.describe('the header before the framework has loaded', () => {
  test('follows the scroll on both sides of 10px', async ({ page }) => {
    await holdFrameworkChunks(page);
    await page.goto('/', UNTIL_PARSED);
    await scrollTo(page, 30);
    await expectBlurred(page);
    await scrollTo(page, 5);
    await expect.poll(() => headerLook(page)).toEqual(transparent);
    await expectNotHydrated(page);
  });

  test('a page reloaded mid-way shows the scrolled header in every frame, at most one behind the restored scroll', async ({ page }) => {
    await page.goto('/');
    await scrollTo(page, 1400);
    // Each frame, after its scroll events and before its paint: does the header match the scroll?
    await page.addInitScript(() => {
      const frames: { at: number; y: number; matches: boolean }[] = [];
      (window as unknown as { headerFrames: typeof frames }).headerFrames = frames;
      const sample = (at: number) => {
        const header = document.querySelector('header');
        const matches = header && (window.scrollY > 10) === (getComputedStyle(header).backdropFilter !== 'none');
        if (header) frames.push({ at, y: window.scrollY, matches: Boolean(matches) });
        if (frames.length < 120) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await holdFrameworkChunks(page);
    await page.reload(UNTIL_PARSED);
    // Restored mid-way: until the load event (held with the chunks), it can be a few px off.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1300);
    await expectBlurred(page);
    const { frames, firstPaint } = await page.evaluate(() => ({
      frames: (window as unknown as { headerFrames: { at: number; y: number; matches: boolean }[] }).headerFrames,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0].startTime,
    }));
    // Frames before the first paint were never on screen; the last of them is the one painted first.
    const firstPainted = Math.max(0, frames.findIndex(({ at }) => at >= firstPaint) - 1);
    // On a slow load the browser restores the scroll at a layout it draws before that scroll's
    // event (measured with the CPU 6× throttled): like any scroll, the header follows in the next
    // frame. A page starts at the top, so the first frame's scroll may be such a jump.
    const jumpedFromLastFrame = (i: number) => frames[i].y !== (frames[i - 1]?.y ?? 0) && frames[i + 1]?.matches;
    const stale = frames.filter(({ matches }, i) => i >= firstPainted && !matches && !jumpedFromLastFrame(i));
    expect(frames.length).toBeGreaterThan(firstPainted);
    expect(stale).toEqual([]);
    await expectNotHydrated(page);
  });
});

test('the logo goes home and Login goes to the contact page', async ({ page }) => {
  await page.goto('/about/');
  await page.getByRole('link', { name: headerCopy.login }).click();
  await expect(page).toHaveURL(/\/contact\/$/);
  await page.getByRole('banner').getByRole('link', { name: headerCopy.homeLabel }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeCopy.hero.title);
});

test.describe('desktop navigation', { tag: '@desktop' }, () => {
  // Copy too long for a row at this width folds the links into the menu, whose tests are below.
  test.skip(({ viewport }) => !linksInRowAt(viewport!.width), 'the links show in a row from the width where the copy’s fit (links-row.ts)');

  test('marks the current page and hides the menu button', async ({ page }) => {
    await page.goto('/features/');
    const nav = page.getByRole('banner').getByRole('navigation', { name: headerCopy.navLabel });
    await expect(nav.getByRole('link', { name: headerLabel('/features/'), exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: headerLabel('/about/'), exact: true })).not.toHaveAttribute('aria-current');
    await expect(page.getByRole('button', { name: headerCopy.menuButton })).toBeHidden();

    await nav.getByRole('link', { name: headerLabel('/about/'), exact: true }).click();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(nav.getByRole('link', { name: headerLabel('/about/'), exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: headerLabel('/features/'), exact: true })).not.toHaveAttribute('aria-current');
  });
});

// The menu button shows below the md breakpoint.
test.describe('mobile menu', { tag: '@phone' }, () => {
  test('opens and closes with the button, and closes with Escape, returning focus', async ({ page }) => {
    await page.goto('/');
    // The button works once the page has hydrated, which starts after the first paint.
    await expectHydrated(page);
    const button = page.getByRole('button', { name: headerCopy.menuButton });
    const menu = page.locator('#mobile-menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAttribute('aria-controls', 'mobile-menu');
    await expect(menu).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: headerLabel('/features/'), exact: true })).toBeVisible();

    await button.click();
    await expect(menu).toBeHidden();

    await button.click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('closes after navigating and highlights the new page', async ({ page }) => {
    await page.goto('/');
    await expectHydrated(page);
    const button = page.getByRole('button', { name: headerCopy.menuButton });
    await button.click();
    await page.locator('#mobile-menu').getByRole('link', { name: headerLabel('/about/'), exact: true }).click();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(page.locator('#mobile-menu').getByRole('link', { name: headerLabel('/about/'), exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Left open, the menu would come back open from the back/forward cache, which Playwright's
    // Chromium does not use: the page gets the event a browser fires as it is put there.
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true })));
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('mobile menu before the framework has loaded', { tag: '@phone' }, () => {
  test('opens on the first tap, closes with Escape and a second tap, and keeps working once hydrated', async ({
    page,
  }) => {
    const chunks = await holdFrameworkChunks(page);
    await page.goto('/', UNTIL_PARSED);
    const button = page.getByRole('button', { name: headerCopy.menuButton });
    const menu = page.locator('#mobile-menu');
    await expectNotHydrated(page);

    await button.tap();
    await expect(menu.getByRole('link', { name: headerLabel('/features/'), exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await button.tap();
    await expect(menu).toBeVisible();
    await button.tap();
    await expect(menu).toBeHidden();
    await button.tap();
    await page.touchscreen.tap(180, 600);
    await expect(menu, 'a tap outside closes it').toBeHidden();

    // Open when the framework arrives: the button then says so.
    await button.tap();
    await chunks.release();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await button.tap();
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.tap();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  test('Escape from a link in the menu returns focus to the button', async ({ page }) => {
    await holdFrameworkChunks(page);
    await page.goto('/', UNTIL_PARSED);
    const button = page.getByRole('button', { name: headerCopy.menuButton });
    await button.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.locator('#mobile-menu').getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('a link in it navigates', async ({ page }) => {
    await holdFrameworkChunks(page);
    await page.goto('/', UNTIL_PARSED);
    await page.getByRole('button', { name: headerCopy.menuButton }).tap();
    await page.locator('#mobile-menu').getByRole('link', { name: headerLabel('/about/'), exact: true }).tap();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/./);
    await expect(page.locator('#mobile-menu')).toBeHidden();
  });
});

test('a browser without the Popover API shows the menu links as a plain row', { tag: '@phone' }, async ({ page }) => {
  // Every engine here has the API, so the page is served as an older one reads it: the popover
  // attribute means nothing to it, and its `@supports not selector(:popover-open)` rules (in the
  // page's inline stylesheet) apply.
  await page.route('**/about/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text())
      .replace(' popover="auto"', '')
      .replaceAll('@supports not selector(:popover-open)', '@supports selector(*)')
      // The edited inline stylesheet no longer matches the page's CSP hash; this test is about the layout.
      .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '');
    await route.fulfill({ response, body: html });
  });
  await page.goto('/about/');
  await expect(page.getByRole('button', { name: headerCopy.menuButton })).toBeHidden();
  const links = page.locator('#mobile-menu').getByRole('link');
  await expect(links).toHaveText(headerCopy.navigation.map(({ label }) => label));
  // A row, wrapping onto more lines where the copy's links need them, every link on screen.
  const flow = await page.locator('#mobile-menu ul').evaluate((list) => [getComputedStyle(list).flexDirection, getComputedStyle(list).flexWrap]);
  expect(flow).toEqual(['row', 'wrap']);
  for (const link of await links.all()) await expect(link).toBeInViewport();
  await links.filter({ hasText: headerLabel('/contact/') }).click();
  await expect(page).toHaveURL(/\/contact\/$/);
});
