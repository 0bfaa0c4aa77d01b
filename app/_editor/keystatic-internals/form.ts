/**
 * Keystatic's form, as @keystatic/core 0.6.9 draws it: the entry's title in `#page-title` (an
 * item's address last in its breadcrumbs), each object field a group named by its label, a list a
 * group holding a grid whose rows open their item in a dialog (a landing page's section too), a
 * text field an input or textarea labelled by its field's label, an article's body a
 * contenteditable. Keystatic has no API to open a field, so this walks its DOM as a marketer's
 * clicks would.
 */
import type { ComponentSchema } from '@keystatic/core';

import { parseEntry } from '@/lib/content-schema/entry-rules.mjs';
import { articleCollections, singletons } from '@/lib/content-schema/schema.mjs';
import { entryOfTranslation } from '@/lib/content-schema/translation-forms.mjs';

import { collections } from '../editor-collections';
import { entryAddress } from './addresses.mjs';

/** The element app/_editor/editor.tsx draws Keystatic's form in. */
const FORM = '[data-editor-form]';

/** The collection item `entry` names, one being created (`pages:`) too; undefined for a singleton. */
const itemOfEntry = (entry: string) => {
  const parsed = parseEntry(entry);
  return parsed && 'collection' in parsed ? parsed : undefined;
};

/** The singleton whose form `entry` opens: a translation's (`de.home`) has its original's fields and label. */
const singletonOf = (entry: string) => singletons[(entryOfTranslation(entry)?.entry ?? entry) as keyof typeof singletons];

type Schema = ComponentSchema | { kind: 'object'; fields: Record<string, ComponentSchema> };
type Scope = Element | null;

const labelled = (element: Element) => {
  const ids = element.getAttribute('aria-labelledby');
  const label = ids ? ids.split(' ').map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '').join(' ') : (element as HTMLInputElement).labels?.[0]?.textContent;
  // A required field's label ends in an asterisk.
  return (label ?? '').replace(/\*$/, '').trim();
};

/** The group or dialog an element belongs to: the scope its label is unique in. */
const scopeOf = (element: Element): Scope => element.parentElement?.closest('[role="group"], [role="dialog"]') ?? null;

/** The element of `selector` named `label` that belongs to `scope` itself (null: the form). */
const named = (scope: Scope, selector: string, label: string) =>
  [...document.querySelectorAll(selector)].find((element) => scopeOf(element) === scope && labelled(element) === label);

/** Waits for a change Keystatic draws on its next frames: a dialog opening, a form arriving. */
export async function drawn<T>(find: () => T | undefined, timeout = 5_000): Promise<T | undefined> {
  for (const start = performance.now(); performance.now() - start < timeout; ) {
    const found = find();
    if (found) return found;
    await new Promise((done) => requestAnimationFrame(done));
  }
  return undefined;
}

/**
 * An item's own page is on screen, not the one the editor is leaving: Keystatic moves the address at
 * once and draws the next page in a transition, so just after Create the address is the item's while
 * the form on screen is still the one that created it. The item's page names it last in its breadcrumbs.
 */
const itemPageShown = (address: string) => [...document.querySelectorAll(`${FORM} [aria-current="page"]`)].some((current) => current.textContent === address);

/**
 * The entry's form is on screen: its title, and its fields (Keystatic shows the title first, over
 * a spinner, while it reads the files); an article's, with its body; a landing page's, with its sections.
 */
export function entryFormShown(entry: string) {
  const item = itemOfEntry(entry);
  if (item?.address && !itemPageShown(item.address)) return false;
  if (item && articleCollections.has(item.collection)) return document.querySelector(`${FORM} [contenteditable="true"]`) !== null;
  if (item) return document.querySelector(`${FORM} [role="group"]`) !== null;
  return document.getElementById('page-title')?.textContent === singletonOf(entry)?.label && document.querySelector(`${FORM} [role="group"]`) !== null;
}

/** The sidebar's link to an entry's form, if the sidebar is drawn. */
export const entryLink = (entry: string) => document.querySelector<HTMLAnchorElement>(`a[href="${entryAddress(entry)}"]`);

/**
 * Puts the cursor in the field at `path` of `entry`'s form, the way a marketer gets there: into
 * the groups that hold it, opening each list item on the way (Keystatic draws a list as a grid,
 * each row opening its item in a dialog). Nothing happens when the field is not there.
 */
export async function focusField(entry: string, path: (string | number)[]) {
  const item = itemOfEntry(entry);
  const fields = item ? collections[item.collection as keyof typeof collections].schema : singletonOf(entry).schema;
  let schema: Schema = { kind: 'object', fields };
  let scope: Scope = null;
  for (let step = 0; step < path.length; step++) {
    // A landing page's section, in its dialog: the fields of its kind, which the dialog draws as its own.
    if (schema.kind === 'conditional' && path[step] === 'value') {
      schema = { kind: 'object', fields: Object.assign({}, ...(Object.values(schema.values) as ComponentSchema[]).map((value) => (value.kind === 'object' ? value.fields : {}))) };
      continue;
    }
    if (schema.kind !== 'object') return;
    const field: ComponentSchema = schema.fields[String(path[step])];
    if (field.kind === 'object') {
      const group: Element | undefined = await drawn(() => named(scope, '[role="group"]', field.label ?? ''));
      if (!group) return;
      [scope, schema] = [group, field];
    } else if (field.kind === 'array') {
      // A list is a group of its own, named as it is, holding the grid.
      const list: Element | undefined = await drawn(() => named(scope, '[role="group"]', field.label ?? ''));
      const row = list?.querySelectorAll('[role="grid"] [role="row"]')[Number(path[++step])] as HTMLElement | undefined;
      if (!row) return;
      const dialogs = document.querySelectorAll('[role="dialog"]').length;
      row.click();
      const dialog: Element | undefined = await drawn(() => (document.querySelectorAll('[role="dialog"]').length > dialogs ? [...document.querySelectorAll('[role="dialog"]')].at(-1) : undefined));
      if (!dialog) return;
      [scope, schema] = [dialog, field.element];
      // A list of plain texts (a capability's benefits): the dialog holds the one field.
      if (schema.kind === 'form') return focus(dialog.querySelector('input, textarea'));
    } else if ('formKind' in field && field.formKind === 'content') {
      // The body, a rich text editor: the cursor at the start of the block clicked.
      return focusBlock(await drawn(() => document.querySelector(`${FORM} [contenteditable="true"]`) ?? undefined), Number(path[step + 1] ?? 0));
    } else {
      const label = 'label' in field ? String(field.label) : '';
      return focus(await drawn(() => named(scope, 'input, textarea', label)));
    }
  }
}

function focus(field: Element | null | undefined) {
  if (!(field instanceof HTMLElement)) return;
  field.scrollIntoView({ block: 'center' });
  field.focus({ preventScroll: true });
}

function focusBlock(editor: Element | undefined, index: number) {
  if (!(editor instanceof HTMLElement)) return;
  const block = editor.children[index] ?? editor;
  block.scrollIntoView({ block: 'center' });
  editor.focus({ preventScroll: true });
  const selection = getSelection();
  selection?.removeAllRanges();
  const range = document.createRange();
  range.setStart(block, 0);
  range.collapse(true);
  selection?.addRange(range);
}
