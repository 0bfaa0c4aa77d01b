import { contactCopy, featuresCopy, mailCopy } from '@/lib/content-reader';
import { siteConfig } from '@/lib/site';

import { expectHydrated, holdFrameworkChunks, UNTIL_PARSED } from './support/hydration';
import { enquiry, expectDemoMail, expectFormToHold, expectMailToast, expectSpecMail, fill, formField, parseMailto, sendButton } from './support/mail';
import { expect, test } from './support/test';

/** The long-message notice's first sentence; the rest carries the length and the address. */
const longMessageNotice = contactCopy.form.longMessage.split('.')[0];

test.describe('contact form', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('opens the composed mail and offers to copy it', async ({ page }) => {
    await page.goto('/contact/');
    await expectHydrated(page);
    await fill(page, enquiry);

    const mailRequest = page.waitForRequest(/^mailto:/);
    await sendButton(page).click();
    const mail = parseMailto((await mailRequest).url());

    expectSpecMail(mail);

    await expectMailToast(page);
    const toast = page.getByRole('listitem').filter({ hasText: mailCopy.toast.title });
    await expect(toast.getByRole('button', { name: mailCopy.toast.close })).toBeVisible();
    await toast.getByRole('button', { name: mailCopy.toast.copyAction }).click();
    await expect(page.getByText(mailCopy.toast.copied)).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`To: ${siteConfig.infoEmail}`);
    expect(copied).toContain(enquiry.message);
  });

  test('the browser blocks an incomplete or malformed enquiry', async ({ page }) => {
    await page.goto('/contact/');
    await expectHydrated(page);
    let mailOpened = false;
    page.on('request', (request) => {
      if (request.url().startsWith('mailto:')) mailOpened = true;
    });

    await sendButton(page).click();
    expect(await formField(page, 'firstName').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
      true,
    );

    await fill(page, { ...enquiry, email: 'not-an-address' });
    await sendButton(page).click();
    expect(
      await formField(page, 'email').evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
    ).toBe(true);
    // The browser stops the send at the field it names, and brings focus there.
    await expect(formField(page, 'email')).toBeFocused();
    expect(mailOpened).toBe(false);
  });

  test('has the spec fields: required names, e-mail and subject, a six-row message', async ({ page }) => {
    await page.goto('/contact/');
    for (const name of ['firstName', 'lastName', 'email', 'subject', 'message'] as const) {
      await expect(formField(page, name)).toHaveAttribute('required', '');
    }
    for (const name of ['company', 'role'] as const) {
      await expect(formField(page, name)).not.toHaveAttribute('required');
    }
    await expect(formField(page, 'email')).toHaveAttribute('type', 'email');
    await expect(formField(page, 'message')).toHaveAttribute('rows', '6');
    for (const step of contactCopy.demoSteps.steps) {
      await expect(page.getByRole('heading', { level: 3, name: step.title })).toBeVisible();
    }
  });
});

test('the demo button opens a mail to the demo contact and shows the toast', async ({ page }) => {
  await page.goto('/features/');
  await expectHydrated(page);
  const mailRequest = page.waitForRequest(/^mailto:/);
  await page.getByRole('link', { name: featuresCopy.demo.button }).click();
  expectDemoMail(parseMailto((await mailRequest).url()));
  await expectMailToast(page);
});

test.describe('the contact form never loses a message', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('what was typed survives a reload and a trip away, until Clear', async ({ page }) => {
    await page.goto('/contact/');
    await expectHydrated(page);
    await fill(page, enquiry);
    await page.reload();
    await expectFormToHold(page, enquiry);

    const mailRequest = page.waitForRequest(/^mailto:/);
    await sendButton(page).click();
    await mailRequest;
    await page.goto('/features/');
    await page.goBack();
    await expectFormToHold(page, enquiry);

    await page.getByRole('button', { name: contactCopy.form.clear }).click();
    await expectFormToHold(page, { firstName: '', message: '' });
    await page.reload();
    await expectFormToHold(page, { firstName: '', subject: '', message: '' });
  });

  test('what was typed before the framework has loaded survives a reload before it has, too', async ({ page }) => {
    const chunks = await holdFrameworkChunks(page);
    await page.goto('/contact/', UNTIL_PARSED);
    await fill(page, enquiry);
    await page.reload(UNTIL_PARSED);
    await expectFormToHold(page, enquiry);

    await chunks.release();
    await expectFormToHold(page, enquiry);
  });

  for (const length of [5_000, 20_000]) {
    test(`a ${length.toLocaleString('en')}-character message opens the mail app whole, with the copy offered too`, async ({
      page,
    }) => {
      await page.goto('/contact/');
      await expectHydrated(page);
      const message = 'Load flow case notes: N-1 & voltage limits. '.repeat(Math.ceil(length / 44)).slice(0, length);
      await fill(page, { ...enquiry, message });

      const mailRequest = page.waitForRequest(/^mailto:/);
      await sendButton(page).click();
      expectSpecMail(parseMailto((await mailRequest).url()), message);

      const notice = page.getByRole('status').filter({ hasText: longMessageNotice });
      await expect(notice).toContainText(siteConfig.infoEmail);
      await notice.getByRole('button', { name: mailCopy.toast.copyAction }).click();
      await expect(page.getByText(mailCopy.toast.copied)).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain(`To: ${siteConfig.infoEmail}`);
      expect(copied.endsWith(message)).toBe(true);

      await page.reload();
      await expect(formField(page, 'message')).toHaveValue(message);
    });
  }

  test('a short message gets no long-message notice', async ({ page }) => {
    await page.goto('/contact/');
    await expectHydrated(page);
    await fill(page, enquiry);
    const mailRequest = page.waitForRequest(/^mailto:/);
    await sendButton(page).click();
    await mailRequest;
    await expectMailToast(page);
    await expect(page.getByText(longMessageNotice)).toHaveCount(0);
  });
});

test('a form sent before the framework has loaded opens the exact spec mail; the toast follows once it has', async ({
  page,
}) => {
  const chunks = await holdFrameworkChunks(page);
  await page.goto('/contact/', UNTIL_PARSED);
  await fill(page, enquiry);

  const mailRequest = page.waitForRequest(/^mailto:/);
  await sendButton(page).click();
  expectSpecMail(parseMailto((await mailRequest).url()));

  await chunks.release();
  await expectMailToast(page);
});
