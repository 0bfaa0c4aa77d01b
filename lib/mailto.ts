import { mailCopy } from '@/lib/content';

export type MailDraft = { to: string; subject: string; body: string };

/**
 * Longest mail link we hand over. Longer ones are not reliably delivered whole: Windows' URL
 * handler and Outlook cut mailto: links at about 2,048 characters, and other clients silently
 * truncate the body. Past this, the visitor is offered the copy action instead.
 */
export const MAILTO_SAFE_LENGTH = 2000;

export type Enquiry = {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  role: string;
  subject: string;
  message: string;
};

/**
 * RFC 6068 percent-encoding: everything but unreserved characters is escaped, so `& ? # % + =`
 * and quotes stay inside their parameter and can never start a new header such as `bcc`.
 */
function encodeMailtoValue(value: string): string {
  // A lone surrogate (from a broken paste) would make encodeURIComponent throw; it becomes U+FFFD.
  return encodeURIComponent(value.toWellFormed()).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

const LINE_BREAK = /\r\n|\r|\n/g;

export function buildMailtoHref({ to, subject, body }: MailDraft): string {
  // A subject is a single header line; a pasted line break becomes a space instead of a new header.
  const oneLineSubject = subject.replace(LINE_BREAK, ' ');
  // RFC 6068 §5: line breaks in the body are sent as CRLF.
  const crlfBody = body.replace(LINE_BREAK, '\r\n');
  return `mailto:${to}?subject=${encodeMailtoValue(oneLineSubject)}&body=${encodeMailtoValue(crlfBody)}`;
}

export function composeEnquiryMail(enquiry: Enquiry, to: string): MailDraft {
  const { labels, notProvided } = mailCopy;
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
export function formatMailForClipboard({ to, subject, body }: MailDraft): string {
  const { labels } = mailCopy;
  return `${labels.to}: ${to}\n${labels.subject}: ${subject}\n\n${body}`;
}
