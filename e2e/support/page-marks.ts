// A mark left on the open page, to tell a move or a live update from a new load of the page: a
// load starts a new window, without the mark.
import type { Page } from './test';

/** Marks the page open now. */
export const markOpenPage = (tab: Page) => tab.evaluate(() => ((window as unknown as { notReloaded?: boolean }).notReloaded = true));

/** Whether the page marked (markOpenPage) is still the one shown: not loaded again since. */
export const notReloaded = (tab: Page) => tab.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);
