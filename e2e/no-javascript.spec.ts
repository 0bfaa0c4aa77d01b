import { headerCopy } from '@/lib/content-reader';

import { linksInRowAt } from './support/header-links';
import { fill, sendButton } from './support/mail';
import { normalise, expectedPages } from './support/page-texts';
import { expect, test } from './support/test';

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

test('every page of the header’s copy is reachable from the header, through the menu where its links are not in a row', async ({ page, viewport }) => {
  await page.goto('/');
  const inRow = linksInRowAt(viewport!.width);
  for (const [index, { label, href }] of headerCopy.navigation.entries()) {
    // The site's own pages: a link of the copy may also lead elsewhere (mailto:, https:).
    if (!href.startsWith('/')) continue;
    // The menu is a popover: the browser opens it without any script.
    if (!inRow) await page.getByRole('button', { name: headerCopy.menuButton }).click();
    // The one navigation shown: the row, or the open menu.
    const link = page.getByRole('banner').getByRole('navigation', { name: headerCopy.navLabel }).getByRole('link').nth(index);
    await expect(link).toHaveText(label);
    const expected = new URL(href, page.url()).href;
    await link.click();
    await expect(page).toHaveURL(expected);
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
