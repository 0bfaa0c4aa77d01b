import { EnquiryForm } from '@/components/mail/enquiry-form';
import { InlineScript } from '@/components/ui/inline-script';
import type { contactCopy } from '@/lib/content-reader';
import { ENQUIRY_DRAFT_KEY, keepEnquiryDraft } from '@/lib/mail/enquiry-draft';
import { MAIL_HANDOFF_EVENT, sendEnquiriesAsMail } from '@/lib/mail/mail-form';
import { buildMailtoHref, composeEnquiryMail, enquiryFieldNames, handoffCopyOf } from '@/lib/mail/mailto';
import { copyIn, pageLanguage } from '@/lib/site-languages';

const FORM_ID = 'contact-form';

type ContactFormProps = { to: string; copy: typeof contactCopy.form };

/**
 * The enquiry form, with the script that sends it as mail placed before it, so it works from the
 * first paint, and the one that keeps its draft right after it, where the fields exist.
 */
export function ContactForm({ to, copy }: ContactFormProps) {
  const { language, mail: mailCopy } = copyIn(pageLanguage());
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
      <EnquiryForm id={FORM_ID} to={to} copy={copy} handoffCopy={handoffCopyOf(mailCopy)} locale={language.code} />
      {/* Paper cannot send the form; it gives the reader the address instead. */}
      <p className="hidden text-lg print:block">{copy.onPaper.replace('{address}', to)}</p>
      <InlineScript
        run={keepEnquiryDraft}
        args={[{ formId: FORM_ID, storageKey: ENQUIRY_DRAFT_KEY, fieldNames: enquiryFieldNames }]}
      />
    </>
  );
}
