/**
 * Which field of its entry a field Keystatic draws is: Keystatic gives a field's Input no path,
 * and draws a list's item in a dialog opened from the item's row in the list's grid (form.ts). The
 * row a press lands on is noted before the dialog opens, and each dialog keeps the row it opened from.
 */

/** The row of a list's grid that the last press landed on, by its place in the grid; none for a press elsewhere. */
let rowPressed: number | undefined;
/** Each item dialog open, with the place of its item in its list. */
const itemOfDialog = new WeakMap<Element, number | undefined>();
const installed = Symbol.for('gridwright.listRows');

const notePress = (event: Event) => {
  const row = (event.target as Element | null)?.closest?.('[role="grid"] [role="row"]');
  const grid = row?.closest('[role="grid"]');
  rowPressed = row && grid ? [...grid.querySelectorAll('[role="row"]')].indexOf(row) : undefined;
};

/** Notes each press from now on: a pointer's (the dialog opens as it lifts), a key's, a click made by a script. */
export function watchListRows() {
  const scope = window as typeof window & { [installed]?: true };
  if (scope[installed]) return;
  scope[installed] = true;
  for (const type of ['pointerdown', 'keydown', 'click']) document.addEventListener(type, notePress, { capture: true });
}

/**
 * The name in its entry (`cards[1].title`) of the field at `at` (`cards[].title`: `[]` for each list
 * it is in), drawn at `element`; undefined where an item's place is not known (one being added).
 */
export function fieldNameAt(at: string, element: Element): string | undefined {
  const parts = at.split('[]');
  if (parts.length === 1) return at;
  const dialogs = [...document.querySelectorAll('[role="dialog"]')];
  const own = element.closest('[role="dialog"]');
  if (!own) return undefined;
  const open = dialogs.slice(0, dialogs.indexOf(own) + 1);
  for (const dialog of open) if (!itemOfDialog.has(dialog)) itemOfDialog.set(dialog, rowPressed);
  const places = open.slice(-(parts.length - 1)).map((dialog) => itemOfDialog.get(dialog));
  if (places.length < parts.length - 1 || places.some((place) => place === undefined)) return undefined;
  return parts.reduce((name, part, index) => (index === 0 ? part : `${name}[${places[index - 1]}]${part}`), '');
}
