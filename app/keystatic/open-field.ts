import { entryAddress, fieldAddress } from '@/lib/content/copy-texts';
import { fieldPath } from '@/lib/content/entry-rules.mjs';
import { singletons } from '@/lib/content/schema.mjs';

import { isArticle } from '../live-preview/entries';
import { drawn, focusField } from './focus-field';

type Path = (string | number)[];

/** The entry's form is on screen: its title, and its fields (Keystatic shows the title first, over a spinner, while it reads the files); an article's, with its body. */
const entryShown = (entry: string) =>
  isArticle(entry)
    ? document.querySelector('[data-editor-form] [contenteditable="true"]') !== null
    : document.getElementById('page-title')?.textContent === singletons[entry as keyof typeof singletons]?.label && document.querySelector('[data-editor-form] [role="group"]') !== null;

/**
 * Opens the field at `path` of `entry`: in the form on screen, or, when it is another entry's
 * (the header's text in Home's preview), once the editor has moved to that entry as a click on
 * its sidebar link moves it.
 */
export async function openField(shownEntry: string, entry: string, path: Path) {
  if (entry !== shownEntry) {
    const link = document.querySelector<HTMLAnchorElement>(`a[href="${entryAddress(entry)}"]`);
    if (!link) return location.assign(fieldAddress(entry, path));
    link.click();
  }
  // However long a first visit takes to compile and read the files.
  await drawn(() => entryShown(entry) || undefined, 120_000);
  await focusField(entry, path);
}

/** Opens the field the editor's address names, if it names one (a jump from the dev site). */
export function openFieldOfAddress(entry: string) {
  const field = new URLSearchParams(location.search).get('field');
  if (field) void openField(entry, entry, fieldPath(field));
}
