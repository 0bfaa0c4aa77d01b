// Keystatic's form in Chromium, found as a marketer finds it: an entry's groups of fields by their
// labels, and its Save button.
import { expect, type BrowserContext, type Page } from '@playwright/test';

import { entryAddress } from '@/app/_editor/keystatic-internals/addresses.mjs';
import { articleEntry } from '@/lib/content-schema/entry-rules.mjs';

import { markOpenPage, notReloaded } from './page-marks';

/** The editor of one copy file (`entry`), open in a tab of its own at `origin`, once it has read the file (its `group` shows a Title). */
export async function openEditor(context: BrowserContext, origin: string, entry: string, group: string) {
  const tab = await context.newPage();
  // The dev server draws the editor's page before the browser does: an error there is a 500 the form hides.
  expect((await tab.goto(`${origin}${entryAddress(entry)}`))?.status()).toBe(200);
  await expect(field(tab, group, 'Title')).toBeVisible();
  return tab;
}

/** A text field of the form, by its group's label and its own. */
export const field = (tab: Page, group: string, name: string) => tab.getByRole('group', { name: group }).getByRole('textbox', { name, exact: true });

export const save = (tab: Page) => tab.getByRole('button', { name: 'Save' }).click();

/**
 * Types a new address for the open article or landing page and saves it, until the editor opens
 * the entry at that address. (Under load, the form once started over from the entry as created,
 * between the typing and Save: the marketer sees the address as it was, and types it again. A
 * Save with nothing changed does nothing, so each try waits a while for the move, not the
 * config's minute.)
 */
export async function saveAtAddress(tab: Page, collection: string, address: string) {
  await expect(async () => {
    await tab.getByRole('textbox', { name: 'Address' }).fill(address);
    await save(tab);
    await expect(tab).toHaveURL(new RegExp(`${entryAddress(articleEntry(collection, address))}/?$`), { timeout: 10_000 });
  }).toPass();
}

/** The live preview beside the form. */
export const preview = (tab: Page) => tab.frameLocator('iframe[title^="Live preview"]');

/**
 * Moves to the Publish view by the link in the editor's bar, as a marketer does, and checks that it
 * was a move within the editor: the page is the one that was open, not a new load of the editor.
 */
export async function openPublishView(tab: Page) {
  await markOpenPage(tab);
  await tab.getByRole('navigation', { name: 'Publishing' }).getByRole('link', { name: /^Publish/ }).click();
  await expect(tab.getByRole('heading', { level: 1, name: 'Publish' })).toBeVisible();
  expect(await notReloaded(tab)).toBe(true);
}
