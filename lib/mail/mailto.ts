import type { mailCopy } from '@/lib/content-reader';

export type MailDraft = { to: string; subject: string; body: string };

type MailCopy = typeof mailCopy;
/** What the hand-off toast and the clipboard's text say, in the page's language, for the client components that show them. */
export type HandoffCopy = { toast: MailCopy['toast']; labels: Pick<MailCopy['labels'], 'to' | 'subject'> };
export const handoffCopyOf = ({ toast, labels }: MailCopy): HandoffCopy => ({ toast, labels: { to: labels.to, subject: labels.subject } });

/**
 * Mail links longer than this are not always opened whole: Windows' URL handler and Outlook cut
 * mailto: links at about 2,048 characters, and some clients shorten the body. Most take long links
 * whole, so the link still opens; past this length the visitor is also offered the copy action.
 */
export const LONG_MAILTO_LENGTH = 2000;

export type Enquiry = {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  role: string;
  subject: string;
  message: string;
};

/** The contact form's fields, in the order the form shows them. */
export const enquiryFieldNames = ['firstName', 'lastName', 'email', 'company', 'role', 'subject', 'message'] as const satisfies readonly (keyof Enquiry)[];

/*
 * The two builders below also run in the contact page's inline script, before the framework has
 * loaded (components/mail/contact-form.tsx sends their source text), so each is self-contained:
 * no imports, no module-level helpers.
 */

export function buildMailtoHref({ to, subject, body }: MailDraft): string {
  const lineBreak = /\r\n|\r|\n/g;
  // RFC 6068 percent-encoding: everything but unreserved characters is escaped, so `& ? # % + =`
  // and quotes stay inside their parameter and can never start a new header such as `bcc`.
  // A lone surrogate (from a broken paste) would make encodeURIComponent throw; it becomes U+FFFD.
  const encode = (value: string) =>
    encodeURIComponent(value.toWellFormed()).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  // A subject is a single header line; a pasted line break becomes a space instead of a new header.
  const oneLineSubject = subject.replace(lineBreak, ' ');
  // RFC 6068 §5: line breaks in the body are sent as CRLF.
  const crlfBody = body.replace(lineBreak, '\r\n');
  return `mailto:${to}?subject=${encode(oneLineSubject)}&body=${encode(crlfBody)}`;
}

export function composeEnquiryMail(enquiry: Enquiry, to: string, copy: Pick<MailCopy, 'labels' | 'notProvided'>): MailDraft {
  const { labels, notProvided } = copy;
  const orNotProvided = (value: string) => (value.trim() === '' ? notProvided : value);
  const body = [
    `${labels.name}: ${enquiry.firstName} ${enquiry.lastName}`,
    `${labels.email}: ${enquiry.email}`,
    `${labels.company}: ${orNotProvided(enquiry.company)}`,
    `${labels.role}: ${orNotProvided(enquiry.role)}`,
    '',
    `${labels.message}:`,
    enquiry.message,
  ].join('\n');
  return { to, subject: enquiry.subject, body };
}

/** The plain-text version offered to visitors who have no mail app. */
export function formatMailForClipboard({ to, subject, body }: MailDraft, labels: HandoffCopy['labels']): string {
  return `${labels.to}: ${to}\n${labels.subject}: ${subject}\n\n${body}`;
}
