'use client';

import type { FormEvent } from 'react';
import clsx from 'clsx';

import { buttonClassName } from '@/components/button-link';
import { announceMailHandoff } from '@/components/mail-handoff';
import type { contactCopy } from '@/lib/content';
import { buildMailtoHref, composeEnquiryMail, type Enquiry } from '@/lib/mailto';

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

/**
 * The enquiry form. Without JavaScript the browser posts it to the mail client as plain text;
 * with JavaScript it composes the exact mail the brief specifies and opens it.
 */
export function ContactForm({ to, copy }: ContactFormProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const enquiry = Object.fromEntries(
      enquiryFields.map((name) => [name, String(data.get(name) ?? '')]),
    ) as Enquiry;
    const draft = composeEnquiryMail(enquiry, to);
    window.location.href = buildMailtoHref(draft);
    announceMailHandoff(draft);
  };

  const label = (name: FieldName, optional = false) => (
    <label htmlFor={name} className="block text-sm font-medium text-foreground">
      {copy.fields[name]}
      {optional && <span className="font-normal text-muted-foreground"> ({copy.optional})</span>}
    </label>
  );

  return (
    <form
      action={`mailto:${to}`}
      method="post"
      encType="text/plain"
      onSubmit={handleSubmit}
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
      <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-md text-sm text-muted-foreground">{copy.note}</p>
        <button type="submit" className={buttonClassName('solid', 'shrink-0 px-6')}>
          {copy.submit}
        </button>
      </div>
    </form>
  );
}
