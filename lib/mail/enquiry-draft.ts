import type { Enquiry } from '@/lib/mail/mailto';

/** Where the contact form's draft is kept: this tab's session storage, under this key. */
export const ENQUIRY_DRAFT_KEY = 'contact-draft';

type EnquiryDraftOptions = { formId: string; storageKey: string; fieldNames: readonly (keyof Enquiry)[] };

/**
 * Keeps what the visitor types in the contact form for the tab's lifetime, until they clear it,
 * so a reload or a trip to the mail app loses nothing. It runs as an inline script right after the
 * form (components/mail/contact-form.tsx), so the draft is back in the fields, and every keystroke kept,
 * long before the framework has loaded. Storage can be unavailable (privacy modes) or hold
 * anything, so every access is guarded and a malformed draft is ignored.
 * Self-contained: it is sent as source text.
 */
export function keepEnquiryDraft({ formId, storageKey, fieldNames }: EnquiryDraftOptions) {
  const form = document.getElementById(formId) as HTMLFormElement;
  const fields = fieldNames.map((name) => form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement);
  try {
    const draft: Record<string, unknown> = Object(JSON.parse(sessionStorage.getItem(storageKey) ?? '{}'));
    for (const field of fields) {
      const saved = draft[field.name];
      // Only into empty fields: the browser may have put back what was typed (Firefox does on reload).
      if (field.value === '' && typeof saved === 'string') field.value = saved;
    }
  } catch {
    // No storage, or no valid draft in it: the form starts empty.
  }
  form.addEventListener('input', () => {
    try {
      sessionStorage.setItem(storageKey, JSON.stringify(Object.fromEntries(fields.map((field) => [field.name, field.value]))));
    } catch {
      // Storage full or blocked: the form still works, it just won't survive a reload.
    }
  });
  form.addEventListener('reset', () => {
    try {
      sessionStorage.removeItem(storageKey);
    } catch {
      // Nothing was stored.
    }
  });
}
