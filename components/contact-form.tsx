import { EnquiryForm } from '@/components/enquiry-form';
import { InlineScript } from '@/components/inline-script';
import { mailCopy, type contactCopy } from '@/lib/content';
import { MAIL_HANDOFF_EVENT, sendEnquiriesAsMail } from '@/lib/mail-form';
import { buildMailtoHref, composeEnquiryMail, enquiryFieldNames } from '@/lib/mailto';

const FORM_ID = 'contact-form';

type ContactFormProps = { to: string; copy: typeof contactCopy.form };

/** The enquiry form, with the script that sends it as mail from the first paint placed before it. */
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
    </>
  );
}
