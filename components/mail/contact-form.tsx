import { EnquiryForm } from '@/components/mail/enquiry-form';
import { InlineScript } from '@/components/ui/inline-script';
import { mailCopy, type contactCopy } from '@/lib/content-reader';
import { ENQUIRY_DRAFT_KEY, keepEnquiryDraft } from '@/lib/mail/enquiry-draft';
import { MAIL_HANDOFF_EVENT, sendEnquiriesAsMail } from '@/lib/mail/mail-form';
import { buildMailtoHref, composeEnquiryMail, enquiryFieldNames } from '@/lib/mail/mailto';

const FORM_ID = 'contact-form';

type ContactFormProps = { to: string; copy: typeof contactCopy.form };

/**
 * The enquiry form, with the script that sends it as mail placed before it, so it works from the
 * first paint, and the one that keeps its draft right after it, where the fields exist.
 */
export function ContactForm({ to, copy }: ContactFormProps) {
  const options = {
    formId: FORM_ID,
    to,
    copy: { labels: mailCopy.labels, notProvided: mailCopy.notProvided },
    fieldNames: enquiryFieldNames,
    eventName: MAIL_HANDOFF_EVENT,
  };
  return (
    <>
      <InlineScript run={sendEnquiriesAsMail} args={[options, composeEnquiryMail, buildMailtoHref]} />
      <EnquiryForm id={FORM_ID} to={to} copy={copy} />
      {/* Paper cannot send the form; it gives the reader the address instead. */}
      <p className="hidden text-lg print:block">{copy.onPaper.replace('{address}', to)}</p>
      <InlineScript
        run={keepEnquiryDraft}
        args={[{ formId: FORM_ID, storageKey: ENQUIRY_DRAFT_KEY, fieldNames: enquiryFieldNames }]}
      />
    </>
  );
}
