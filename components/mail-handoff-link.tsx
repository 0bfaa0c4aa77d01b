'use client';

import type { ComponentProps } from 'react';

import type { MailDraft } from '@/lib/mailto';

type MailHandoffLinkProps = ComponentProps<'a'> & { draft: MailDraft };

/** A mailto link that also shows the hand-off toast; its code is fetched with the first click. */
export function MailHandoffLink({ draft, ...props }: MailHandoffLinkProps) {
  return (
    <a
      {...props}
      onClick={() => void import('@/components/mail-handoff').then((handoff) => handoff.announceMailHandoff(draft))}
    />
  );
}
