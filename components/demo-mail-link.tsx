'use client';

import { buttonClassName, type ButtonVariant } from '@/components/button-link';
import { announceMailHandoff } from '@/components/mail-handoff';
import { buildMailtoHref, type MailDraft } from '@/lib/mailto';

type DemoMailLinkProps = { draft: MailDraft; label: string; variant: ButtonVariant };

/** A real mailto link (it works without JavaScript); with JavaScript it also shows the hand-off toast. */
export function DemoMailLink({ draft, label, variant }: DemoMailLinkProps) {
  return (
    <a href={buildMailtoHref(draft)} onClick={() => void announceMailHandoff(draft)} className={buttonClassName(variant)}>
      {label}
    </a>
  );
}
