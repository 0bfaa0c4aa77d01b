import { fieldPath } from '@/lib/content-schema/entry-rules.mjs';

import { drawn, entryFormShown, entryLink, focusField } from './keystatic-internals/form';
import { fieldAddress } from './live-preview/copy-texts';

type Path = (string | number)[];

/**
 * Opens the field at `path` of `entry`: in the form on screen, or, when it is another entry's
 * (the header's text in Home's preview), once the editor has moved to that entry as a click on
 * its sidebar link moves it.
 */
export async function openField(shownEntry: string, entry: string, path: Path) {
  if (entry !== shownEntry) {
    const link = entryLink(entry);
    if (!link) return location.assign(fieldAddress(entry, path));
    link.click();
  }
  // However long a first visit takes to compile and read the files.
  await drawn(() => entryFormShown(entry) || undefined, 120_000);
  await focusField(entry, path);
}

/** Opens the field the editor's address names, if it names one (a jump from the dev site). */
export function openFieldOfAddress(entry: string) {
  const field = new URLSearchParams(location.search).get('field');
  if (field) void openField(entry, entry, fieldPath(field));
}
