'use client';

import type { ComponentProps } from 'react';

import type { MailDraft } from '@/lib/mailto';

/** The toast and clipboard code is only needed after a send, so it is fetched then. */
export const loadMailHandoff = () => import('@/components/mail-handoff');

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
