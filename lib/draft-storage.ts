import type { Enquiry } from '@/lib/mailto';

const DRAFT_KEY = 'contact-draft';

/**
 * The contact form's draft, kept in this tab's session storage so a reload or a trip to the
 * mail app loses nothing. Storage can be unavailable (privacy modes) or hold anything, so every
 * access is guarded and a malformed draft is ignored.
 */
export function readDraft(): Partial<Enquiry> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, value]) => typeof value === 'string'));
  } catch {
    return {};
  }
}

export function saveDraft(draft: Enquiry) {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form still works, it just won't survive a reload.
  }
}

export function clearDraft() {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing was stored.
  }
}
