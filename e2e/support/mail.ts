import { expect, type Page } from '@playwright/test';

import { contactCopy, featuresCopy, mailCopy } from '@/lib/content-reader';
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

const { fields: labels, optional } = contactCopy.form;
type FieldName = keyof typeof labels;

/** A field of the contact form, found by its label as the copy words it ('(optional)' after those one may leave out). */
export const formField = (page: Page, name: FieldName) =>
  page.getByLabel(name === 'company' || name === 'role' ? `${labels[name]} (${optional})` : labels[name], { exact: true });

/** The contact form's send button. */
export const sendButton = (page: Page) => page.getByRole('button', { name: contactCopy.form.submit });

/** What the e2e tests type into the contact form, by field, in every engine: a company and no role. */
export const enquiry = {
  firstName: 'Ada',
  lastName: 'Okafor',
  email: 'ada.okafor@example-utility.com',
  company: 'Northern Transmission Co.',
  subject: 'Q3 cluster & "N-1" study? 50% + 2 = done #1',
  message: 'Line one: ampersand & equals = hash #\nLine two: Grüße, 電力, ⚡\n\nLast line.',
} satisfies Partial<Record<FieldName, string>>;

/** Types each value into its field of the form. */
export async function fill(page: Page, values: Partial<Record<FieldName, string>>) {
  for (const [name, value] of Object.entries(values)) await formField(page, name as FieldName).fill(value);
}

/** Whether each field holds its value. */
export async function expectFormToHold(page: Page, values: Partial<Record<FieldName, string>>) {
  for (const [name, value] of Object.entries(values)) await expect(formField(page, name as FieldName)).toHaveValue(value);
}

/** The mail the brief specifies for `enquiry`: its subject, a CRLF body of the copy's labels, the role not provided. */
export function expectSpecMail(mail: ReturnType<typeof parseMailto>, message: string = enquiry.message) {
  const { labels: mailLabels, notProvided } = mailCopy;
  expect(mail.address).toBe(siteConfig.infoEmail);
  expect(mail.keys).toEqual(['subject', 'body']);
  expect(mail.params.subject).toBe(enquiry.subject);
  expect(mail.params.body).toBe(
    [
      `${mailLabels.name}: ${enquiry.firstName} ${enquiry.lastName}`,
      `${mailLabels.email}: ${enquiry.email}`,
      `${mailLabels.company}: ${enquiry.company}`,
      `${mailLabels.role}: ${notProvided}`,
      '',
      `${mailLabels.message}:`,
      message,
    ]
      .join('\n')
      .replace(/\n/g, '\r\n'),
  );
}

/** The mail the Features page's demo button opens: to the demo contact, with the copy's subject and greeting. */
export function expectDemoMail(mail: ReturnType<typeof parseMailto>) {
  expect(mail.address).toBe(siteConfig.demoContact.email);
  expect(mail.params.subject).toBe(featuresCopy.demo.subject);
  expect(mail.params.body).toBe(featuresCopy.demo.body.replace(/\r?\n/g, '\r\n'));
}

/**
 * The toast that follows a mail's hand-off. Its code is fetched with the first send, so on a
 * loaded machine it can take longer than an assertion's default 5 s; it stays up 4 s once shown.
 */
export const expectMailToast = (page: Page) =>
  expect(page.getByRole('listitem').filter({ hasText: mailCopy.toast.title })).toBeVisible();
