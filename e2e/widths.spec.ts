import { headerCopy } from '@/lib/content-reader';
import { siteArticles } from '@/lib/site-articles';

import { headerLabel } from './support/header-links';
import { expectHydrated } from './support/hydration';
import { horizontalOverflow, layoutProblems, pageWithTextSpacing } from './support/layout-problems';
import { expect, test } from './support/test';

const PAGES = ['/', '/features/', '/about/', '/contact/', '/insights/', siteArticles()[0].href, '/no-such-page'];

// It sets its own viewports, so it runs once, with the desktop projects.
test.describe('narrow and zoomed screens', { tag: '@desktop' }, () => {
  test('at 320px wide no page scrolls sideways or cuts off a word or a control', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of PAGES) {
      await page.goto(path);
      expect(await layoutProblems(page), path).toEqual([]);
    }
  });

  test('at 320px with WCAG 1.4.12 text spacing every page reflows: the Menu button and every control stay on screen', async ({ browser, baseURL }) => {
    const page = await pageWithTextSpacing(browser, { width: 320, height: 640 });
    for (const path of PAGES) {
      await page.goto(baseURL + path);
      expect(await layoutProblems(page), path).toEqual([]);
    }
    await page.getByRole('button', { name: headerCopy.menuButton }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: headerLabel('/about/'), exact: true }).click();
    await expect(page).toHaveURL(/\/about\/$/);
    await page.context().close();
  });

  test('at 200% zoom every page still fits and the menu still works', async ({ browser }) => {
    // 200% zoom of a 1280px window: 640 CSS pixels, each drawn twice as large.
    const context = await browser.newContext({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    for (const path of PAGES) {
      await page.goto(path);
      expect(await horizontalOverflow(page), path).toBe(0);
    }
    await page.goto('/');
    await expectHydrated(page);
    await page.getByRole('button', { name: headerCopy.menuButton }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: headerLabel('/contact/'), exact: true }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
    await context.close();
  });
});

test('every control outside running text is at least 24×24px', async ({ page }) => {
  for (const path of PAGES) {
    await page.goto(path);
    await expectHydrated(page);
    const small = await page.locator('a, button, input, textarea, select').evaluateAll((controls) =>
      controls
        // Visually hidden controls (the skip link until focused) and links inside sentences are exempt (WCAG 2.5.8).
        .filter((control) => control.getClientRects().length > 0 && !control.closest('p, li > span, .sr-only'))
        .filter((control) => {
          const { width, height } = control.getBoundingClientRect();
          return width < 24 || height < 24;
        })
        .map((control) => control.outerHTML.slice(0, 80)),
    );
    expect(small, path).toEqual([]);
  }
});

test('nothing moves while a page loads and hydrates', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => shifts.push((entry as PerformanceEntry & { value: number }).value))).observe({
      type: 'layout-shift',
      buffered: true,
    });
  });
  for (const path of PAGES) {
    await page.goto(path);
    await expectHydrated(page);
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts), path).toEqual([]);
  }
});
