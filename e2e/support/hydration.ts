import { expect, type Page } from '@playwright/test';

const FRAMEWORK_CHUNKS = '**/_next/static/chunks/*.js';

/**
 * Holds back every script chunk the page asks for (the framework's, and code loaded on demand),
 * so a test acts on the page as the visitor first sees it, before hydration. `release` lets them
 * through and resolves once the page has hydrated.
 */
export async function holdFrameworkChunks(page: Page) {
  let letThrough!: () => void;
  const released = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route(FRAMEWORK_CHUNKS, async (route) => {
    await released;
    // The page may have navigated away meanwhile; its requests then have nowhere to go.
    await route.continue().catch(() => {});
  });
  return {
    release: async () => {
      letThrough();
      await expectHydrated(page);
    },
  };
}

/**
 * Navigation options for a page whose chunks are held: they hold its load event too, as the
 * after-paint loader may add them before it fires. DOMContentLoaded comes once the stylesheet
 * applies, since the inline scripts after it wait for it.
 */
export const UNTIL_PARSED = { waitUntil: 'domcontentloaded' } as const;

/** The header's menu button: it states whether the menu is open only once the page has hydrated. */
export const MENU_BUTTON = 'header button[aria-controls="mobile-menu"]';

/** Hydrated: the framework's chunks come after the first paint, when the browser is idle, so a loaded machine may take seconds. */
export async function expectHydrated(page: Page) {
  await expect(page.locator(MENU_BUTTON)).toHaveAttribute('aria-expanded', /^(true|false)$/);
}

/** Before hydration: no chunk has run, so the menu button does not carry its state yet. */
export async function expectNotHydrated(page: Page) {
  await expect(page.locator(MENU_BUTTON)).not.toHaveAttribute('aria-expanded');
}
