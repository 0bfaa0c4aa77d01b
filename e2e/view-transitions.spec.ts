// Page-to-page view transitions (app/globals.css): the next page fades in over the last, the
// header its own group so it stays put, nothing shifts, and reduced motion gets none.
import type { Page } from '@playwright/test';

import { clickHeaderLink } from './support/header-links';
import { expect, test } from './support/test';

type Transition = { revealed: boolean; finished: boolean; shifts: number };

/** Records, in every page the tab opens, whether it was revealed through a view transition. */
async function recordTransitions(page: Page) {
  await page.addInitScript(() => {
    const record: Transition = { revealed: false, finished: false, shifts: 0 };
    (window as unknown as { transition: Transition }).transition = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record.shifts += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
    addEventListener('pagereveal', (event) => {
      const { viewTransition } = event as unknown as { viewTransition: { finished: Promise<void> } | null };
      record.revealed = viewTransition !== null;
      viewTransition?.finished.then(() => (record.finished = true));
    });
  });
}

const transitionOf = (page: Page) => page.evaluate(() => (window as unknown as { transition: Transition }).transition);

/** The header's box and the name that makes it its own transition group. */
const headerOf = (page: Page) =>
  page.getByRole('banner').evaluate((header) => {
    const { x, y, width, height } = header.getBoundingClientRect();
    return { box: { x, y, width, height }, name: getComputedStyle(header).viewTransitionName };
  });

test('the next page fades in over the last, the header stays put and nothing shifts', async ({ page }) => {
  await recordTransitions(page);
  await page.goto('/');
  const before = await headerOf(page);
  await clickHeaderLink(page, '/features/');
  await expect(page).toHaveURL(/\/features\/$/);
  await expect.poll(async () => (await transitionOf(page)).finished).toBe(true);
  expect((await transitionOf(page)).revealed).toBe(true);
  // Its own group, in the same place on both pages: the transition has nothing to move or fade.
  expect(before.name).toBe('site-header');
  expect(await headerOf(page)).toEqual(before);
  expect((await transitionOf(page)).shifts).toBe(0);
});

test('with reduced motion a page opens with no transition', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await recordTransitions(page);
  await page.goto('/');
  await clickHeaderLink(page, '/features/');
  await expect(page).toHaveURL(/\/features\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await transitionOf(page)).toMatchObject({ revealed: false });
});
