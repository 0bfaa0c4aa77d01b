'use client';

import type { ComponentProps } from 'react';

import type { MailDraft } from '@/lib/mail/mailto';

/** The toast and clipboard code is only needed after a send, so it is fetched then. */
export const loadMailHandoff = () => import('@/components/mail/mail-handoff');

type MailHandoffLinkProps = ComponentProps<'a'> & { draft: MailDraft };

/** A mailto link that also shows the hand-off toast. */
export function MailHandoffLink({ draft, ...props }: MailHandoffLinkProps) {
  return (
    <a
      {...props}
      onClick={() => void loadMailHandoff().then((handoff) => handoff.announceMailHandoff(draft))}
    />
  );
}
