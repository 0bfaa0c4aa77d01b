'use client';

import type { ComponentProps } from 'react';

import type { HandoffCopy, MailDraft } from '@/lib/mail/mailto';

/** The toast and clipboard code is only needed after a send, so it is fetched then. */
export const loadMailHandoff = () => import('@/components/mail/mail-handoff');

type MailHandoffLinkProps = ComponentProps<'a'> & { draft: MailDraft; handoffCopy: HandoffCopy };

/** A mailto link that also shows the hand-off toast, in the page's language (`handoffCopy`). */
export function MailHandoffLink({ draft, handoffCopy, ...props }: MailHandoffLinkProps) {
  return (
    <a
      {...props}
      onClick={() => void loadMailHandoff().then((handoff) => handoff.announceMailHandoff(draft, handoffCopy))}
    />
  );
}
