// Page-to-page view transitions (app/globals.css): the next page fades in over the last, the
// header its own group so it stays put, nothing shifts, and reduced motion gets none.
import type { Page } from '@playwright/test';

import { expect, test } from './support/test';

test.skip(({ isMobile }) => isMobile, 'the same stylesheet at every width: the header links are one click away on desktop');

type Transition = { revealed: boolean; groups: string[]; moving: string[]; shifts: number };

/** Records, in every page the tab opens, whether it was revealed through a view transition. */
async function recordTransitions(page: Page) {
  await page.addInitScript(() => {
    const record: Transition = { revealed: false, groups: [], moving: [], shifts: 0 };
    (window as unknown as { transition: Transition }).transition = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record.shifts += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
    addEventListener('pagereveal', (event) => {
      const { viewTransition } = event as unknown as { viewTransition: { ready: Promise<void> } | null };
      if (!viewTransition) return;
      record.revealed = true;
      viewTransition.ready.then(() => {
        for (const animation of document.getAnimations()) {
          const { pseudoElement } = animation.effect as KeyframeEffect;
          if (!pseudoElement?.startsWith('::view-transition-group(')) continue;
          record.groups.push(pseudoElement);
          const frames = (animation.effect as KeyframeEffect).getKeyframes();
          if (frames.some((frame) => frame.transform !== frames[0].transform)) record.moving.push(pseudoElement);
        }
      });
    });
  });
}

const transitionOf = (page: Page) => page.evaluate(() => (window as unknown as { transition: Transition }).transition);

test('the next page fades in over the last, the header stays put and nothing shifts', async ({ page }) => {
  await recordTransitions(page);
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Features', exact: true }).click();
  await expect(page).toHaveURL(/\/features\/$/);
  await expect.poll(async () => (await transitionOf(page)).groups.length).toBeGreaterThan(0);
  const transition = await transitionOf(page);
  expect(transition.revealed).toBe(true);
  expect(transition.groups.sort()).toEqual(['::view-transition-group(root)', '::view-transition-group(site-header)']);
  expect(transition.moving).toEqual([]);
  await page.waitForTimeout(300);
  expect((await transitionOf(page)).shifts).toBe(0);
});

test('with reduced motion a page opens with no transition', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await recordTransitions(page);
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Features', exact: true }).click();
  await expect(page).toHaveURL(/\/features\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await transitionOf(page)).toMatchObject({ revealed: false, groups: [] });
});
