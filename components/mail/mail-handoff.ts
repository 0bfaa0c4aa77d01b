'use client';

import { loadToast } from '@/components/mail/lazy-toaster';
import { formatMailForClipboard, type HandoffCopy, type MailDraft } from '@/lib/mail/mailto';

/** Puts the composed message and its address on the clipboard, and says whether that worked. */
export async function copyMailToClipboard(draft: MailDraft, { toast: copy, labels }: HandoffCopy) {
  const toast = await loadToast();
  navigator.clipboard
    .writeText(formatMailForClipboard(draft, labels))
    .then(() => toast.success(copy.copied))
    .catch(() => toast.error(copy.copyFailed.replace('{address}', draft.to)));
}

/**
 * Tells the visitor their mail app should open, and offers the composed message on the
 * clipboard for visitors who have no mail app.
 */
export async function announceMailHandoff(draft: MailDraft, handoffCopy: HandoffCopy) {
  const { toast: copy } = handoffCopy;
  const toast = await loadToast();
  toast(copy.title, {
    description: copy.description.replace('{address}', draft.to),
    action: { label: copy.copyAction, onClick: () => copyMailToClipboard(draft, handoffCopy) },
  });
}
