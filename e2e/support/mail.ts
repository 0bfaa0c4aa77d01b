import { expect, type Page } from '@playwright/test';

import { mailCopy } from '@/lib/content';
import { siteConfig } from '@/lib/site';

/** Splits a mailto: URL into its address and decoded parameters. */
export function parseMailto(href: string) {
  const [address, query = ''] = href.replace(/^mailto:/, '').split('?');
  const params = query.split('&').map((pair) => {
    const [key, value] = pair.split('=');
    return [key, decodeURIComponent(value)] as const;
  });
  return { address, params: Object.fromEntries(params), keys: params.map(([key]) => key) };
}

/** What the e2e tests type into the contact form, by label, in every engine. */
export const COMPANY = 'Northern Transmission Co.';

export const enquiry = {
  'First Name': 'Ada',
  'Last Name': 'Okafor',
  'Email Address': 'ada.okafor@example-utility.com',
  Subject: 'Q3 cluster & "N-1" study? 50% + 2 = done #1',
  Message: 'Line one: ampersand & equals = hash #\nLine two: Grüße, 電力, ⚡\n\nLast line.',
};

/** Types each value into the form field of its label. */
export async function fill(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
}

/** The mail the brief specifies for `enquiry` with a company and no role: subject, CRLF body, 'Not provided'. */
export function expectSpecMail(mail: ReturnType<typeof parseMailto>, message: string = enquiry.Message) {
  expect(mail.address).toBe(siteConfig.infoEmail);
  expect(mail.keys).toEqual(['subject', 'body']);
  expect(mail.params.subject).toBe(enquiry.Subject);
  expect(mail.params.body).toBe(
    [
      'Name: Ada Okafor',
      'Email: ada.okafor@example-utility.com',
      `Company: ${COMPANY}`,
      'Role: Not provided',
      '',
      'Message:',
      message,
    ]
      .join('\n')
      .replace(/\n/g, '\r\n'),
  );
}

/** The mail 'Schedule a Demo' opens: to the demo contact, a greeting by name first. */
export function expectDemoMail(mail: ReturnType<typeof parseMailto>) {
  expect(mail.address).toBe(siteConfig.demoContact.email);
  expect(mail.params.subject).toBe('Demo Request');
  expect(mail.params.body).toMatch(new RegExp(`^Hello ${siteConfig.demoContact.name},\r\n`));
}

/**
 * The toast that follows a mail's hand-off. Its code is fetched with the first send, so on a
 * loaded machine it can take longer than an assertion's default 5 s; it stays up 4 s once shown.
 */
export const expectMailToast = (page: Page) =>
  expect(page.getByRole('listitem').filter({ hasText: mailCopy.toast.title })).toBeVisible({ timeout: 15_000 });
