import { homeCopy, notFoundCopy } from '@/lib/content-reader';

import { expect, test } from './support/test';

test('an unknown path gets the not-found page with status 404 and logs the path', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  const response = await page.goto('/grid/no-such-page?from=test');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundCopy.title);
  await expect.poll(() => errors.join('\n')).toContain('/grid/no-such-page?from=test');

  await page.getByRole('link', { name: notFoundCopy.homeLink }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeCopy.hero.title);
});

test('the not-found page is kept out of search indexes', async ({ request }) => {
  const response = await request.get('/no-such-page');
  expect(response.status()).toBe(404);
  expect(await response.text()).toMatch(/<meta name="robots" content="noindex"/);
});
