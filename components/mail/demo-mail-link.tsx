import { buttonClassName, type ButtonVariant } from '@/components/ui/button-link';
import { MailHandoffLink } from '@/components/mail/mail-handoff-link';
import { buildMailtoHref, handoffCopyOf, type MailDraft } from '@/lib/mail/mailto';
import { copyIn, pageLanguage } from '@/lib/site-languages';

type DemoMailLinkProps = { draft: MailDraft; label: string; variant: ButtonVariant };

/**
 * A real mailto link, composed in the static HTML so it works without JavaScript; with
 * JavaScript it also shows the hand-off toast.
 */
export function DemoMailLink({ draft, label, variant }: DemoMailLinkProps) {
  return (
    <MailHandoffLink
      href={buildMailtoHref(draft)}
      draft={draft}
      handoffCopy={handoffCopyOf(copyIn(pageLanguage()).mail)}
      className={buttonClassName(variant, 'print:inline print:px-0 print:font-normal')}
    >
      {label}
      {/* On paper the address is what a reader needs. */}
      <span className="hidden print:inline">: {draft.to}</span>
    </MailHandoffLink>
  );
}
