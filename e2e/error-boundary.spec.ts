import { errorCopy, featuresCopy, headerCopy, homeCopy } from '@/lib/content-reader';

import { clickHeaderLink } from './support/header-links';
import { payloadUrlOf } from './support/page-texts';
import { expect, test, type Page } from './support/test';

/**
 * Breaks the About page's payload the way a bad deploy could: its client component `component`
 * points at an export that does not exist, so rendering it throws.
 */
const breakOnAbout = (page: Page, component: string) =>
  page.route(`**${payloadUrlOf('/about/')}`, async (route) => {
    const response = await route.fetch();
    const payload = (await response.text()).replaceAll(`"${component}"]`, '"MissingComponent"]');
    expect(payload).toContain('MissingComponent');
    await route.fulfill({ response, body: payload });
  });

test('a render error in a page shows the error screen and the rest of the site keeps working', async ({ page }) => {
  await breakOnAbout(page, 'FadeIn');
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await page.goto('/about/');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(errorCopy.title);
  await expect(page.getByRole('button', { name: errorCopy.retry })).toBeVisible();
  await expect(page.getByRole('link', { name: errorCopy.homeLink })).toBeVisible();
  expect(errors.length).toBeGreaterThan(0);

  await clickHeaderLink(page, '/features/');
  await expect(page).toHaveURL(/\/features\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(featuresCopy.intro.title);

  await page.getByRole('link', { name: headerCopy.homeLabel }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeCopy.hero.title);
});

test('a render error in the layout itself shows the error screen in a document of its own, and its link goes home', async ({ page }) => {
  // The header's menu button is a client component of the root layout: nothing of the layout can
  // draw, so global-error.tsx replaces the whole document.
  await breakOnAbout(page, 'MenuButton');

  await page.goto('/about/');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(errorCopy.title);
  await expect(page.getByRole('button', { name: errorCopy.retry })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.getByRole('link', { name: errorCopy.homeLink }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeCopy.hero.title);
});
