// The editor (Keystatic at /keystatic/ and what the project adds to it) driven in Firefox and
// WebKit through e2e/support/engine-drivers.ts, which acts on CSS selectors only: each element is found
// in the page by its role and accessible name, as Playwright's locators find it in Chromium,
// marked, and acted on by its mark.
import { entryAddress } from '@/app/_editor/keystatic-internals/addresses.mjs';
import { KEYSTATIC_DATABASES } from '@/app/_editor/keystatic-internals/drafts';

import { expect, type EngineTab } from './engine-drivers';
import { scrollIntoWindow } from './engine-navigation';

/** What to find: elements of `selector` named `name` (its whole accessible name, or matching it), inside the group or dialog named `scope`. */
export type Query = { selector: string; name?: string | RegExp; scope?: string; last?: boolean; inPreview?: boolean; hidden?: boolean };

type SerialQuery = Omit<Query, 'name'> & { name?: string; pattern?: string };

/**
 * In the page: marks the element `query` finds and returns its mark, or null. Runs on its own
 * (WebDriver sends its source): everything it uses is inside it.
 */
function markInPage(query: SerialQuery): string | null {
  const frame = document.querySelector<HTMLIFrameElement>('iframe[title^="Live preview"]');
  // The editor shows its preview once the page in it listens: a click before then opens nothing.
  const root = query.inPreview ? (frame && getComputedStyle(frame).visibility === 'visible' ? frame.contentDocument : null) : document;
  if (!root) return null;
  const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
  // A required field's label ends in an asterisk.
  const nameOf = (element: Element) => {
    const ids = element.getAttribute('aria-labelledby');
    const label = ids
      ? ids.split(' ').map((id) => text(root.getElementById(id))).join(' ')
      : (element.getAttribute('aria-label') ?? element.getAttribute('alt') ?? (element as HTMLInputElement).labels?.[0]?.textContent ?? text(element));
    return label.replace(/\s*\*$/, '').trim();
  };
  const shown = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  const matches = (element: Element) => {
    const name = nameOf(element);
    if (query.pattern !== undefined) return new RegExp(query.pattern).test(name);
    return query.name === undefined || name === query.name;
  };
  let scopes: (Element | Document)[] = [root];
  if (query.scope) {
    scopes = [...root.querySelectorAll('[role="group"], [role="dialog"]')].filter((scope) => shown(scope) && nameOf(scope) === query.scope);
  }
  // In a dialog opened over the form, the dialog's own fields; the form's are behind it.
  const found = scopes.flatMap((scope) => [...scope.querySelectorAll(query.selector)]).filter((element) => (query.hidden || shown(element)) && matches(element));
  const dialogs = [...root.querySelectorAll('[role="dialog"]')];
  const topmost = dialogs.length > 0 && !query.scope ? found.filter((element) => dialogs.at(-1)!.contains(element)) : [];
  const candidates = topmost.length > 0 ? topmost : found;
  const element = query.last ? candidates.at(-1) : candidates[0];
  if (!element) return null;
  const mark = `m${Math.random().toString(36).slice(2)}`;
  element.setAttribute('data-driver', mark);
  return mark;
}

const serial = ({ name, ...query }: Query): SerialQuery =>
  name instanceof RegExp ? { ...query, pattern: name.source } : { ...query, name };

/** The selector of the element `query` finds, once it is there. */
export async function find(tab: EngineTab, query: Query, timeout = 30_000) {
  let mark: string | null = null;
  await expect.poll(async () => (mark = await tab.evaluate(markInPage, serial(query))), { timeout, message: JSON.stringify(query) }).not.toBeNull();
  return `[data-driver="${mark}"]`;
}

export const textbox = (name: string, scope?: string): Query => ({ selector: 'input:not([type="file"]), textarea', name, scope });
export const button = (name: string | RegExp, scope?: string): Query => ({ selector: 'button, [role="button"]', name, scope });

/**
 * Finds the element and acts on it; found again when the page drew it anew in between (React
 * replaces an element as the form redraws), as a person would look again.
 */
async function actOn<Result>(tab: EngineTab, query: Query, action: (selector: string) => Promise<Result>) {
  for (let attempt = 1; ; attempt++) {
    const selector = await find(tab, query);
    try {
      return await action(selector);
    } catch (error) {
      const gone = await tab.evaluate((target) => document.querySelector(target) === null, selector);
      if (!gone || attempt === 5) throw error;
    }
  }
}

/**
 * Clicks the element, through the browser's own pointer; pressed from script when something lies
 * over it (a notice Keystatic shows at the foot of the window, a restored draft's), as a keyboard
 * user presses a button that the pointer cannot reach.
 */
export const click = (tab: EngineTab, query: Query) =>
  actOn(tab, query, async (selector) => {
    await tab.evaluate(scrollIntoWindow, selector);
    const covered = await tab.evaluate((target) => {
      const element = document.querySelector<HTMLElement>(target)!;
      const { left, top, width, height } = element.getBoundingClientRect();
      const there = document.elementFromPoint(left + width / 2, top + height / 2);
      if (!there || element.contains(there)) return false;
      element.click();
      return true;
    }, selector);
    if (!covered) await tab.click(selector);
  });

/** Replaces a field's text by typing, as a marketer does (React sees each key). */
export const fill = (tab: EngineTab, query: Query, text: string) =>
  actOn(tab, query, async (selector) => {
    await tab.evaluate((target) => {
      const field = document.querySelector<HTMLInputElement>(target)!;
      field.focus();
      field.select();
    }, selector);
    // Typing replaces the selection; nothing to type deletes it.
    if (text === '') await tab.press('Backspace');
    else await tab.type(selector, text);
  });

/** Closes the item open in a dialog with its Done button, as a marketer does, and waits for it to go. */
export async function done(tab: EngineTab) {
  const dialogs = () => tab.evaluate(() => document.querySelectorAll('[role="dialog"]').length);
  const open = await dialogs();
  await click(tab, button('Done'));
  await expect.poll(dialogs).toBeLessThan(open);
}

export const valueOf = (tab: EngineTab, query: Query) =>
  actOn(tab, query, (selector) => tab.evaluate((target) => document.querySelector<HTMLInputElement>(target)!.value, selector));

/** The accessible name of the field that has the focus, and its value. */
export const focusedField = (tab: EngineTab) =>
  tab.evaluate(() => {
    const field = document.activeElement as HTMLInputElement | null;
    const label = field?.getAttribute('aria-labelledby')?.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ') ?? field?.labels?.[0]?.textContent ?? '';
    return { label: label.replace(/\s*\*$/, '').trim(), value: field?.value };
  });

/**
 * Where the element `query` finds falls short of being read: nothing when it lies whole in the
 * window above the publishing bar (the editor's panes end above the bar, so a field never hides
 * under it), else what is in the way. As it shows now: nothing is scrolled for it.
 */
export const outOfSight = (tab: EngineTab, query: Query) =>
  actOn(tab, query, (selector) =>
    tab.evaluate((target) => {
      const { top, bottom } = document.querySelector(target)!.getBoundingClientRect();
      // The bar that holds the Publishing navigation, across the foot of the window.
      const bar = document.querySelector('nav[aria-label="Publishing"]')?.parentElement?.getBoundingClientRect().top ?? innerHeight;
      if (document.documentElement.scrollHeight > innerHeight) return `the page is ${document.documentElement.scrollHeight}px high in a window of ${innerHeight}px`;
      if (top < 0 || bottom > bar) return `it spans ${Math.round(top)}–${Math.round(bottom)}px, the window above the publishing bar 0–${Math.round(bar)}px`;
      return null;
    }, selector),
  );

/** The text of the live preview's page, as a reader sees it. */
export const previewText = (tab: EngineTab) =>
  tab.evaluate(() => document.querySelector<HTMLIFrameElement>('iframe[title^="Live preview"]')?.contentDocument?.body?.innerText ?? '');

/** The alerts the editor shows (a refused save), in the form or the preview. */
export const alerts = (tab: EngineTab) =>
  tab.evaluate(() => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe[title^="Live preview"]')?.contentDocument;
    return [...document.querySelectorAll('[role="alert"]'), ...(frame?.querySelectorAll('[role="alert"]') ?? [])].map((alert) => alert.textContent ?? '').filter(Boolean);
  });

/**
 * A click on an element of the preview (or, with `altKey`, of the page itself), as the browser
 * dispatches it: WebDriver classic clicks only in the document it is switched to.
 */
export async function clickText(tab: EngineTab, query: Query, { altKey = false } = {}) {
  const selector = await find(tab, query);
  await tab.evaluate(
    (target, inPreview, alt) => {
      const root = inPreview ? document.querySelector<HTMLIFrameElement>('iframe[title^="Live preview"]')!.contentDocument! : document;
      const element = root.querySelector(target)!;
      element.scrollIntoView({ block: 'center' });
      element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, altKey: alt, view: root.defaultView }));
    },
    selector,
    Boolean(query.inPreview),
    altKey,
  );
}

/**
 * Opens an entry of the editor (`home`, `pages:<address>`) and waits for its form. A cold dev server compiles it first, and
 * WebKitGTK takes a minute over the dev server's unminified scripts.
 */
export async function openEntry(tab: EngineTab, origin: string, entry: string, field: Query) {
  const url = `${origin}${entryAddress(entry)}`;
  // Again if the form is not there a minute later. In loaded CI runs WebKit kept Keystatic's
  // spinner over Contact, opened after a save on Home, through reloads: each try after the first
  // starts from a page of the site with Keystatic's own IndexedDB (drafts, trees, blobs) cleared.
  for (let attempt = 1; ; attempt++) {
    try {
      await tab.goto(url);
      await find(tab, field, 60_000);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      // A reload may interrupt these too (Firefox once): the next try starts over.
      await tab.goto(`${origin}/`).catch(() => {});
      await tab.evaluate((databases: string[]) =>
        Promise.all(
          databases.map(
            (name) =>
              new Promise((done) => {
                const deleting = indexedDB.deleteDatabase(name);
                deleting.onsuccess = deleting.onerror = deleting.onblocked = () => done(name);
              }),
          ),
        ),
        KEYSTATIC_DATABASES,
      ).catch(() => {});
    }
  }
}

/** Whether the live preview shows the element `query` finds. */
export const shownInPreview = (tab: EngineTab, query: Omit<Query, 'inPreview'>) =>
  tab.evaluate(markInPage, { ...serial(query), inPreview: true }).then((mark) => mark !== null);
