'use client';

import { useEffect, useRef, useState } from 'react';
import clsx from 'clsx';

import { buttonClassName } from '@/components/ui/button-link';
import { loadMailHandoff } from '@/components/mail/mail-handoff-link';
import type { contactCopy } from '@/lib/content-reader';
import { MAIL_HANDOFF_EVENT, type HandoffForm, type MailHandoff } from '@/lib/mail/mail-form';
import { LONG_MAILTO_LENGTH, type Enquiry, type HandoffCopy } from '@/lib/mail/mailto';

/** `handoffCopy` and `locale` (the page's language, for numbers) come with the page, whose language the form is in. */
type EnquiryFormProps = { id: string; to: string; copy: typeof contactCopy.form; handoffCopy: HandoffCopy; locale: string };

type FieldName = keyof Enquiry;

type InputField = {
  name: Exclude<FieldName, 'message'>;
  required: boolean;
  type?: 'email';
  autoComplete?: string;
  /** Spans both columns on wider screens. */
  wide?: boolean;
};

const inputFields: InputField[] = [
  { name: 'firstName', required: true, autoComplete: 'given-name' },
  { name: 'lastName', required: true, autoComplete: 'family-name' },
  { name: 'email', required: true, type: 'email', autoComplete: 'email', wide: true },
  { name: 'company', required: false, autoComplete: 'organization' },
  { name: 'role', required: false, autoComplete: 'organization-title' },
  { name: 'subject', required: true, wide: true },
];

const inputClassName =
  'mt-2 block w-full rounded-lg border border-border bg-background px-3.5 py-2.5 text-base text-foreground shadow-xs placeholder:text-muted-foreground focus:border-accent';

/**
 * The enquiry form. Sending it and keeping its draft are handled from the first paint by the
 * inline scripts of lib/mail/mail-form.ts and lib/mail/enquiry-draft.ts (without JavaScript the browser
 * posts it to the mail client as plain text); this component adds the toast and, for long
 * messages, the copy offer.
 */
export function EnquiryForm({ id, to, copy, handoffCopy, locale }: EnquiryFormProps) {
  const formRef = useRef<HandoffForm>(null);
  const [longMail, setLongMail] = useState<MailHandoff | null>(null);

  useEffect(() => {
    const form = formRef.current!;
    const announce = (handoff: MailHandoff) => {
      setLongMail(handoff.href.length > LONG_MAILTO_LENGTH ? handoff : null);
      void loadMailHandoff().then((module) => module.announceMailHandoff(handoff.draft, handoffCopy));
    };
    const onHandoff = (event: Event) => {
      event.preventDefault();
      announce((event as CustomEvent<MailHandoff>).detail);
    };
    form.addEventListener(MAIL_HANDOFF_EVENT, onHandoff);
    if (form.pendingMailHandoff) announce(form.pendingMailHandoff);
    delete form.pendingMailHandoff;
    return () => form.removeEventListener(MAIL_HANDOFF_EVENT, onHandoff);
  }, [handoffCopy]);

  const label = (name: FieldName, optional = false) => (
    <label htmlFor={name} className="block text-sm font-medium text-foreground">
      {copy.fields[name]}
      {optional && <span className="font-normal text-muted-foreground"> ({copy.optional})</span>}
    </label>
  );

  return (
    <form
      ref={formRef}
      id={id}
      action={`mailto:${to}`}
      method="post"
      encType="text/plain"
      onReset={() => setLongMail(null)}
      className="grid gap-5 sm:grid-cols-2 print:hidden"
    >
      {inputFields.map(({ name, required, wide, ...attributes }) => (
        <div key={name} className={clsx(wide && 'sm:col-span-2')}>
          {label(name, !required)}
          <input id={name} name={name} required={required} className={inputClassName} {...attributes} />
        </div>
      ))}
      <div className="sm:col-span-2">
        {label('message')}
        <textarea id="message" name="message" rows={6} required className={inputClassName} />
      </div>
      {longMail && (
        <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:col-span-2">
          <p>
            {copy.longMessage
              .replace('{length}', longMail.href.length.toLocaleString(locale))
              .replace('{address}', to)}
          </p>
          <button
            type="button"
            onClick={() => void loadMailHandoff().then((module) => module.copyMailToClipboard(longMail.draft, handoffCopy))}
            className={buttonClassName('outline', 'mt-3 bg-background')}
          >
            {handoffCopy.toast.copyAction}
          </button>
        </div>
      )}
      <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-md text-sm text-muted-foreground">{copy.note}</p>
        <div className="flex shrink-0 gap-3">
          <button type="reset" className={buttonClassName('outline')}>
            {copy.clear}
          </button>
          <button type="submit" className={buttonClassName('solid', 'px-6')}>
            {copy.submit}
          </button>
        </div>
      </div>
    </form>
  );
}
