import { featuresCopy, headerCopy, mailCopy } from '@/lib/content-reader';
import { siteArticles } from '@/lib/site-articles';

import { expectNoViolations } from './support/accessibility-engines';
import { lowestContrast } from './support/contrast';
import { termOn } from './support/glossary';
import { expectHydrated } from './support/hydration';
import { expect, test, type Page } from './support/test';

const PAGES = ['/', '/features/', '/about/', '/contact/', '/no-such-page'];
/** Laid out as the fixed pages are, of the same components: checked at one width. */
const ARTICLE_PAGES = ['/insights/', siteArticles()[0].href];

/**
 * Waits for the header to paint as the scroll asks: blurred over the page, or clear over the hero.
 * Its class names hold both states' styles, so only its computed style tells them apart.
 */
const expectHeaderLook = async (page: Page, { blurred }: { blurred: boolean }) => {
  const header = page.getByRole('banner');
  if (blurred) await expect(header).toHaveCSS('backdrop-filter', /blur\(/);
  else await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
};

// Reduced motion shows every block at once, so axe sees settled colours, not a fade in progress.
test.use({ reducedMotion: 'reduce' });

for (const path of [...PAGES, ...ARTICLE_PAGES]) {
  test(`${path} has no WCAG 2.2 AA violations, with the header transparent and blurred`, { tag: ARTICLE_PAGES.includes(path) ? '@desktop' : [] }, async ({ page, isMobile }) => {
    await page.goto(path);
    await expectHydrated(page);
    await expectNoViolations(page, 'at the top');
    // The header's two states are the same at both widths: scrolled, checked on the desktop.
    if (isMobile) return;
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
    await expectHeaderLook(page, { blurred: true });
    await expectNoViolations(page, 'scrolled, header blurred');
  });
}

test('no violations with the mobile menu open', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/about/');
  await expectHydrated(page);
  await page.getByRole('button', { name: headerCopy.menuButton }).click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  await expectNoViolations(page, 'menu open');
});

test('no violations with a toast showing', async ({ page }) => {
  await page.goto('/features/');
  await expectHydrated(page);
  await page.getByRole('link', { name: featuresCopy.demo.button }).click();
  await expect(page.getByRole('button', { name: mailCopy.toast.copyAction })).toBeVisible();
  // sonner makes each toast a list item a keyboard can reach (tabindex 0) without a widget's role,
  // and has no option to give it one; the toast's own button and text pass.
  await expectNoViolations(page, 'toast showing', { libraryMarkup: ['element_tabbable_role_valid'] });
});

test('no violations with a tooltip open', async ({ page }) => {
  await page.goto('/about/');
  await expectHydrated(page);
  await (await termOn(page)).button.focus();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await expectNoViolations(page, 'tooltip open');
});

test('every page has one h1, headings in order, and the four landmarks', async ({ page }) => {
  for (const path of PAGES) {
    await page.goto(path);
    const levels = await page
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
    expect(levels.filter((level) => level === 1), path).toHaveLength(1);
    expect(levels[0], path).toBe(1);
    levels.slice(1).forEach((level, index) => expect(level - levels[index], `${path}: h${levels[index]} → h${level}`).toBeLessThanOrEqual(1));

    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    // The header's navigation is a landmark at every width (on phones once the menu opens), and so is the footer's.
    await expect(page.getByRole('banner').getByRole('navigation', { name: headerCopy.navLabel, includeHidden: true }).first()).toBeAttached();
    await expect(page.getByRole('contentinfo').getByRole('navigation')).toHaveCount(1);
  }
});

test('every article is named by its own heading, so a list of articles reads their titles', async ({ page }) => {
  for (const path of PAGES) {
    await page.goto(path);
    const articles = await page.getByRole('article').all();
    const names: string[] = [];
    for (const article of articles) {
      const heading = (await article.getByRole('heading').first().innerText()).trim();
      await expect(article, `${path}: an article titled "${heading}"`).toHaveAccessibleName(heading);
      names.push(heading);
    }
    expect(new Set(names).size, `${path}: article names`).toBe(names.length);
  }
});

test('toasts are announced politely: the live region is in place before the toast is added', async ({ page }) => {
  await page.addInitScript(() => {
    const order: string[] = [];
    (window as unknown as { toastOrder: string[] }).toastOrder = order;
    new MutationObserver(() => {
      const region = document.querySelector('[aria-live="polite"][aria-label^="Notifications"]');
      if (region && !order.includes('region')) order.push('region');
      if (region?.querySelector('[data-sonner-toast]') && !order.includes('toast')) order.push('toast');
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/features/');
  await expectHydrated(page);
  await page.getByRole('link', { name: featuresCopy.demo.button }).click();
  const region = page.getByRole('region', { name: /Notifications/ });
  await expect(region).toContainText(mailCopy.toast.title);
  await expect(region).toHaveAttribute('aria-live', 'polite');
  expect(await page.evaluate(() => (window as unknown as { toastOrder: string[] }).toastOrder)).toEqual(['region', 'toast']);
});

test('header text keeps AA contrast over the hero and when blurred over content', async ({ page }) => {
  for (const [path, scrollTop] of [['/about/', 0], ['/about/', 900], ['/contact/', 1400]] as const) {
    await page.goto(path);
    await expectHydrated(page);
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), scrollTop);
    await expectHeaderLook(page, { blurred: scrollTop > 0 });

    // Polled: the header's colour transition may still be running right after the scroll.
    const headerContrast = async () => (await lowestContrast(page, 'header')).ratio;
    await expect.poll(headerContrast, { message: `${path} scrolled to ${scrollTop}` }).toBeGreaterThanOrEqual(4.5);
  }
});
