// Printing or saving as PDF, at any moment: before hydration, after it, mid-scroll. The print
// styles are in app/globals.css (`@media print`) and in the components' `print:` utilities.
import { contactCopy, featuresCopy } from '@/lib/content-reader';
import { siteConfig } from '@/lib/site';

import { lowestContrast } from './support/contrast';
import { holdFrameworkChunks, MENU_BUTTON, UNTIL_PARSED } from './support/hydration';
import { expect, test, type Page } from './support/test';

const PAGES = ['/', '/features/', '/about/', '/contact/', '/no-such-page/'];
const SITE_ADDRESS = siteConfig.url.replace(/^https?:\/\//, '');

/** Rendered elements in `main` that an effect leaves transparent or invisible. */
const hiddenInMain = (page: Page) =>
  page.locator('main *').evaluateAll((elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0)
      .filter((element) => {
        const style = getComputedStyle(element);
        return Number(style.opacity) < 1 || style.visibility === 'hidden';
      })
      .map((element) => element.textContent!.trim().slice(0, 40)),
  );

const rendered = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) => elements.some((element) => element.getClientRects().length > 0));

/** What a sheet of paper shows of the page as it is now. */
async function expectPrintable(page: Page, state: string) {
  await page.emulateMedia({ media: 'print' });
  try {
    expect(await hiddenInMain(page), `hidden on paper (${state})`).toEqual([]);
    expect(await page.locator('header').evaluate((header) => getComputedStyle(header).position), state).toBe('static');
    // Backgrounds do not print, so every text is on white paper, the dark bands' included.
    const { ratio, text } = await lowestContrast(page, 'body', { paper: true });
    expect(ratio, `lowest contrast on paper (${state}): "${text}"`).toBeGreaterThanOrEqual(4.5);

    // Controls that mean nothing on paper leave no mark.
    for (const control of [MENU_BUTTON, 'header nav', '[data-sonner-toaster]', 'main a[href^="/"]']) {
      expect(await rendered(page, control), `${control} (${state})`).toBe(false);
    }
    const underlinedTerms = await page
      .locator('[data-term]')
      .evaluateAll((terms) => terms.filter((term) => getComputedStyle(term).textDecorationLine !== 'none').length);
    expect(underlinedTerms, `glossary terms styled as controls (${state})`).toBe(0);

    // Where a reader needs a link's target, it is on the paper.
    await expect(page.getByRole('banner')).toContainText(SITE_ADDRESS);
    for (const link of await page.locator('a[href^="mailto:"]').all()) {
      const address = decodeURIComponent((await link.getAttribute('href'))!.slice('mailto:'.length).split('?')[0]);
      if (await link.isVisible()) expect(await link.innerText(), state).toContain(address);
    }

    // Cards, figures and headings stay with their content across sheets.
    const breaks = await page.evaluate(() => ({
      blocks: [...document.querySelectorAll('main article, main figure')].map((element) => getComputedStyle(element).breakInside),
      headings: [...document.querySelectorAll('main :is(h1, h2, h3)')].map((element) => getComputedStyle(element).breakAfter),
    }));
    expect(new Set(breaks.blocks), state).toEqual(new Set(breaks.blocks.length ? ['avoid'] : []));
    expect(new Set(breaks.headings), state).toEqual(new Set(['avoid']));
  } finally {
    await page.emulateMedia({ media: 'screen' });
  }
}

for (const path of PAGES) {
  test(`${path} prints whole before hydration, after it and mid-scroll`, async ({ page }) => {
    const chunks = await holdFrameworkChunks(page);
    await page.goto(path, UNTIL_PARSED);
    await expectPrintable(page, 'before hydration');

    await chunks.release();
    await expectPrintable(page, 'hydrated, at the top');

    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), Math.round(height / 2));
    await expectPrintable(page, 'mid-scroll');
  });
}

test('the fade-in has hidden blocks on screen that paper shows', async ({ page }) => {
  // Proves the checks above can fail: after hydration, blocks below the fold wait at opacity 0.
  await page.goto('/features/');
  await expect.poll(() => hiddenInMain(page)).not.toEqual([]);
  await expectPrintable(page, 'blocks waiting to fade in');
});

test('the contact form gives way on paper to the address to write to', async ({ page }) => {
  await page.goto('/contact/');
  const onPaper = contactCopy.form.onPaper.replace('{address}', siteConfig.infoEmail);
  await expect(page.getByText(onPaper)).toBeHidden();
  await expect(page.locator('form')).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByText(onPaper)).toBeVisible();
  await expect(page.locator('form')).toBeHidden();
});

test('on screen, nothing meant for paper shows', async ({ page }) => {
  await page.goto('/features/');
  await expect(page.getByRole('banner').getByText(SITE_ADDRESS)).toBeHidden();
  await expect(page.getByRole('link', { name: featuresCopy.demo.button, exact: true })).toBeVisible();
  await expect(page.getByText(siteConfig.demoContact.email)).toBeHidden();
});
