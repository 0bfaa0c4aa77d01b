/**
 * Which field of the copy a piece of a page shows, for "click to edit": the editor's live preview
 * (app/(editor)/live-preview/) and the dev site (components/dev/) map a click to the field that holds the
 * text clicked, and the editor opens it (app/_editor/keystatic-internals/form.ts). Nothing of it ships.
 */
import { fieldName } from '@/lib/content-schema/entry-rules.mjs';
import { entryAddress } from '@/app/_editor/keystatic-internals/addresses.mjs';

/**
 * A text the page shows, and where it is in the copy: the entry (a singleton of schema.mjs) and its
 * field. `text` as it reads on the page (spaces collapsed), `words` as the page writes them.
 */
export type CopyText = { entry: string; path: (string | number)[]; text: string; words: string };

/** The editor's address that opens a field: `/keystatic/singleton/home?field=cards[1].title` (app/_editor/open-field.ts). */
export const fieldAddress = (entry: string, path: (string | number)[]) => `${entryAddress(entry)}?${new URLSearchParams({ field: fieldName(path) })}`;

/** A text as a page reads: its runs of spaces and line breaks one space, none at either end. */
export const asRead = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Every text of an entry's copy (as the page shows it, placeholders filled), with its field; not its search and share text, which no page shows. */
export function copyTexts(entry: string, copy: unknown): CopyText[] {
  const texts: CopyText[] = [];
  const visit = (value: unknown, path: (string | number)[]) => {
    if (typeof value === 'string') texts.push({ entry, path, text: asRead(value), words: value });
    else if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...path, index]));
    else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) if (path.length > 0 || key !== 'meta') visit(item, [...path, key]);
  };
  visit(copy, []);
  return texts;
}

/**
 * The field behind the element clicked: from it outwards, the first element whose text is a
 * field's whole text (the nth such element on the page taking the nth such field, where copy
 * repeats itself), or a fragment of exactly one field's text (a word of a paragraph).
 */
export function textClicked(texts: CopyText[], target: Element): CopyText | undefined {
  for (let element: Element | null = target; element && element !== element.ownerDocument.body; element = element.parentElement) {
    const text = asRead(element.textContent ?? '');
    if (!text) continue;
    const whole = texts.filter((candidate) => candidate.text === text);
    if (whole.length > 0) {
      const alike = [...element.ownerDocument.querySelectorAll(element.tagName)].filter((other) => asRead(other.textContent ?? '') === text);
      return whole[Math.min(alike.indexOf(element), whole.length - 1)] ?? whole[0];
    }
    const holding = texts.filter((candidate) => candidate.text.includes(text));
    if (holding.length === 1) return holding[0];
  }
  return undefined;
}
