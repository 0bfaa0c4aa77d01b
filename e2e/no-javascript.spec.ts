import { headerCopy } from '@/lib/content';
import { mainRoutes } from '@/lib/pages';

import { expect, test } from './support/test';
import { fill, sendButton } from './support/mail';
import { normalise, expectedPages } from './support/pages';

test.use({ javaScriptEnabled: false });

for (const sitePage of expectedPages) {
  test(`${sitePage.path} shows all its text and images without JavaScript`, async ({ page }) => {
    await page.goto(sitePage.path);
    const mainText = normalise(await page.getByRole('main').innerText());
    for (const text of sitePage.texts) {
      expect(mainText).toContain(normalise(text));
    }
    const hidden = await page.locator('main *').evaluateAll(
      (elements) => elements.filter((element) => getComputedStyle(element).opacity === '0').length,
    );
    expect(hidden).toBe(0);
    for (const image of await page.locator('main img').all()) {
      await image.scrollIntoViewIfNeeded();
      await expect(image).toBeVisible();
    }
  });
}

test('every page is reachable from the header, on phones through the menu', async ({ page, isMobile }) => {
  await page.goto('/');
  for (const route of mainRoutes) {
    // The menu is a popover: the browser opens it without any script.
    if (isMobile) await page.getByRole('button', { name: headerCopy.menuButton }).click();
    const link = page.getByRole('banner').getByRole('link', { name: route.label, exact: true });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${route.href}$`));
    // A full page load without JavaScript: wait for its stylesheet before looking at the header.
    await page.waitForLoadState('load');
  }
});

test('the contact form still hands the message to the mail client', async ({ page }) => {
  await page.goto('/contact/');
  await fill(page, { firstName: 'Ada', lastName: 'Okafor', email: 'ada@example.com', subject: 'Study request', message: 'Please call me.' });
  const mailRequest = page.waitForRequest(/^mailto:/);
  await sendButton(page).click();
  const url = decodeURIComponent((await mailRequest).url());
  expect(url).toContain('firstName=Ada');
  expect(url).toContain('message=Please call me.');
});
