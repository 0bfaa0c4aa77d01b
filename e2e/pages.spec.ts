import { expect, test } from './support/test';

import { normalise, expectedPages } from './support/pages';

for (const page of expectedPages) {
  test(`${page.path} is pre-rendered with all its copy in the static HTML`, async ({ request }) => {
    const response = await request.get(page.path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = normalise(
      (await response.text())
        .replace(/<[^>]+>/g, '')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"'),
    );
    for (const text of [page.h1, ...page.texts]) {
      expect(html).toContain(normalise(text));
    }
  });

  test(`${page.path} shows its headline and illustrations`, async ({ page: tab }) => {
    await tab.goto(page.path);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(page.h1);
    // Files below the first screen, and the first screen's own drawn in the page: each described.
    for (const image of await tab.locator('main').getByRole('img').all()) {
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveAccessibleName(/.{20,}/);
      expect(await image.evaluate((img) => (img instanceof HTMLImageElement ? img.complete && img.naturalWidth > 0 : !!img.querySelector('svg path')))).toBe(true);
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
    await page.waitForLoadState('networkidle');
  }
  expect(foreign).toEqual([]);
});

test('Home has two illustrated cards and a Request Demo button to the contact page', async ({ page }) => {
  await page.goto('/');
  for (const title of ['Transmission Networks', 'AI Load Integration']) {
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Request Demo' }).click();
  await expect(page).toHaveURL(/\/contact\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('About links to the contact and features pages', async ({ page }) => {
  await page.goto('/about/');
  await page.getByRole('link', { name: 'Explore Features' }).click();
  await expect(page).toHaveURL(/\/features\/$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Get in Touch' }).click();
  await expect(page).toHaveURL(/\/contact\/$/);
});
