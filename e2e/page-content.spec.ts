import { aboutCopy, homeCopy } from '@/lib/content-reader';

import { expectHydrated } from './support/hydration';
import { expect, test } from './support/test';

import { asHtml, expectedPages, htmlTextOf, normalise } from './support/page-texts';

for (const page of expectedPages) {
  // The HTML is the same at every width.
  test(`${page.path} is pre-rendered with all its copy in the static HTML`, { tag: '@desktop' }, async ({ request }) => {
    const response = await request.get(page.path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = htmlTextOf(await response.text());
    for (const text of [page.h1, ...page.texts]) {
      expect(html).toContain(normalise(asHtml(text)));
    }
  });

  test(`${page.path} shows its headline and illustrations`, async ({ page: tab }) => {
    await tab.goto(page.path);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(page.h1);
    // Files below the first screen, and the first screen's own drawn in the page: each described.
    for (const image of await tab.locator('main').getByRole('img').all()) {
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveAccessibleName(/.{20,}/);
      // A file below the first screen loads once scrolled to (loading="lazy"): waited for, not checked at once.
      await expect.poll(() => image.evaluate((img) => (img instanceof HTMLImageElement ? img.complete && img.naturalWidth > 0 : !!img.querySelector('svg path')))).toBe(true);
    }
  });
}

test('the first screen of /features/ shows its illustration with the page, not one round trip later', async ({ page }) => {
  // No image file can arrive: what shows came with the HTML.
  await page.route('**/_next/static/images/**', (route) => route.abort());
  await page.goto('/features/');
  const first = page.locator('main').getByRole('img').first();
  await expect(first).toBeInViewport();
  await expect(first).toHaveAccessibleName(/single-line diagram/i);
  expect(await first.evaluate((image) => image.querySelectorAll('svg path').length)).toBeGreaterThan(5);
});

test('the site makes no request outside its own origin', async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(baseURL!) && !url.startsWith('data:')) foreign.push(url);
  });
  for (const { path } of expectedPages) {
    await page.goto(path);
    await page.mouse.wheel(0, 4000);
    await expectHydrated(page);
  }
  expect(foreign).toEqual([]);
});

test('Home shows each of its cards, and its main button leads where the copy says', async ({ page }) => {
  await page.goto('/');
  for (const { title } of homeCopy.cards) {
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
  }
  const { label, href } = homeCopy.hero.actions.primary;
  await page.getByRole('link', { name: label }).click();
  await expect(page).toHaveURL(new URL(href, page.url()).href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('About’s two buttons lead where the copy says', async ({ page }) => {
  await page.goto('/about/');
  const { primary, secondary } = aboutCopy.actions;
  await page.getByRole('link', { name: secondary.label }).click();
  await expect(page).toHaveURL(new URL(secondary.href, page.url()).href);
  await page.goBack();
  await page.getByRole('link', { name: primary.label }).click();
  await expect(page).toHaveURL(new URL(primary.href, page.url()).href);
});
