import type { buildMailtoHref, composeEnquiryMail, Enquiry, MailDraft } from '@/lib/mail/mailto';

/** Dispatched on the contact form each time it hands a mail to the mail app. */
export const MAIL_HANDOFF_EVENT = 'mailhandoff';

export type MailHandoff = { draft: MailDraft; href: string };

/** The contact form, holding a hand-off that happened before its client component listened. */
export type HandoffForm = HTMLFormElement & { pendingMailHandoff?: MailHandoff };

type MailFormOptions = {
  formId: string;
  to: string;
  copy: Parameters<typeof composeEnquiryMail>[2];
  fieldNames: readonly (keyof Enquiry)[];
  eventName: string;
};

/**
 * Turns every submit of the contact form into the composed mail link, from the moment the page
 * starts to parse: it runs as an inline script (components/mail/contact-form.tsx), so a form sent
 * before the framework has loaded opens the same mail as one sent later. The browser has already
 * checked the required fields when `submit` fires. The client component adds the toast and the
 * long-message notice when it hears the hand-off; one it missed waits on the form element.
 * Self-contained: it is sent as source text, with the builders from lib/mailto passed in.
 */
export function sendEnquiriesAsMail(
  { formId, to, copy, fieldNames, eventName }: MailFormOptions,
  compose: typeof composeEnquiryMail,
  build: typeof buildMailtoHref,
) {
  document.addEventListener('submit', (event) => {
    const form = event.target as HandoffForm;
    if (form.id !== formId) return;
    event.preventDefault();
    const data = new FormData(form);
    const enquiry = Object.fromEntries(fieldNames.map((name) => [name, String(data.get(name) ?? '')])) as Enquiry;
    const draft = compose(enquiry, to, copy);
    const handoff = { draft, href: build(draft) };
    window.location.href = handoff.href;
    const heard = !form.dispatchEvent(new CustomEvent(eventName, { detail: handoff, cancelable: true }));
    if (!heard) form.pendingMailHandoff = handoff;
  });
}
