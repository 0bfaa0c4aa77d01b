'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import clsx from 'clsx';

import { buttonClassName } from '@/components/button-link';
import { loadMailHandoff } from '@/components/mail-handoff-link';
import { mailCopy, type contactCopy } from '@/lib/content';
import { clearDraft, readDraft, saveDraft } from '@/lib/draft-storage';
import { buildMailtoHref, composeEnquiryMail, MAILTO_SAFE_LENGTH, type Enquiry, type MailDraft } from '@/lib/mailto';

type ContactFormProps = { to: string; copy: typeof contactCopy.form };

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

const enquiryFields: FieldName[] = [...inputFields.map((field) => field.name), 'message'];

const inputClassName =
  'mt-2 block w-full rounded-lg border border-border bg-background px-3.5 py-2.5 text-base text-foreground shadow-xs placeholder:text-muted-foreground focus:border-accent';

const readEnquiry = (form: HTMLFormElement) => {
  const data = new FormData(form);
  return Object.fromEntries(enquiryFields.map((name) => [name, String(data.get(name) ?? '')])) as Enquiry;
};

type TooLong = { draft: MailDraft; length: number };

/**
 * The enquiry form. Without JavaScript the browser posts it to the mail client as plain text;
 * with JavaScript it composes the exact mail the brief specifies and opens it. What the visitor
 * types is kept for the tab's lifetime until they clear it.
 */
export function ContactForm({ to, copy }: ContactFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [tooLong, setTooLong] = useState<TooLong | null>(null);

  useEffect(() => {
    const draft = readDraft();
    const fields = formRef.current!.elements;
    for (const name of enquiryFields) {
      const field = fields.namedItem(name) as HTMLInputElement | HTMLTextAreaElement;
      if (draft[name] !== undefined) field.value = draft[name];
    }
  }, []);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const draft = composeEnquiryMail(readEnquiry(event.currentTarget), to);
    const href = buildMailtoHref(draft);
    if (href.length > MAILTO_SAFE_LENGTH) {
      setTooLong({ draft, length: href.length });
      return;
    }
    setTooLong(null);
    window.location.href = href;
    void loadMailHandoff().then((handoff) => handoff.announceMailHandoff(draft));
  };

  const label = (name: FieldName, optional = false) => (
    <label htmlFor={name} className="block text-sm font-medium text-foreground">
      {copy.fields[name]}
      {optional && <span className="font-normal text-muted-foreground"> ({copy.optional})</span>}
    </label>
  );

  return (
    <form
      ref={formRef}
      action={`mailto:${to}`}
      method="post"
      encType="text/plain"
      onSubmit={handleSubmit}
      onInput={(event) => saveDraft(readEnquiry(event.currentTarget))}
      onReset={() => {
        clearDraft();
        setTooLong(null);
      }}
      className="grid gap-5 sm:grid-cols-2"
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
      {tooLong && (
        <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:col-span-2">
          <p>
            {copy.tooLong
              .replace('{length}', tooLong.length.toLocaleString('en'))
              .replace('{address}', to)}
          </p>
          <button
            type="button"
            onClick={() => void loadMailHandoff().then((handoff) => handoff.copyMailToClipboard(tooLong.draft))}
            className={buttonClassName('outline', 'mt-3 bg-background')}
          >
            {mailCopy.toast.copyAction}
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
