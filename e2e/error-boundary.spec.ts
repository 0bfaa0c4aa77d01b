import { errorCopy, featuresCopy, homeCopy } from '@/lib/content';

import { payloadUrlOf } from './support/pages';
import { expect, test } from './support/test';

test('a render error in a page shows the error screen and the rest of the site keeps working', async ({ page }) => {
  // Break the About page's payload the way a bad deploy could: one of its client components
  // points at an export that does not exist, so rendering it throws.
  await page.route(`**${payloadUrlOf('/about/')}`, async (route) => {
    const response = await route.fetch();
    const payload = (await response.text()).replaceAll('"FadeIn"]', '"MissingComponent"]');
    expect(payload).toContain('MissingComponent');
    await route.fulfill({ response, body: payload });
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await page.goto('/about/');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(errorCopy.title);
  await expect(page.getByRole('button', { name: errorCopy.retry })).toBeVisible();
  await expect(page.getByRole('link', { name: errorCopy.homeLink })).toBeVisible();
  expect(errors.length).toBeGreaterThan(0);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Features' }).click();
  await expect(page).toHaveURL(/\/features\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(featuresCopy.intro.title);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeCopy.hero.title);
});
