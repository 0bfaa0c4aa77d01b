// What the engine drivers (engine-drivers.ts) run around a navigation and in the page, the same
// for Firefox and WebKit.
import { expect } from '@playwright/test';

/** What a navigation runs in the tab: engine-drivers.ts's EngineTab has it. */
type Tab = { evaluate<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args): Promise<Awaited<Result>> };

/**
 * In the page: scrolls the element `selector` finds to the window's middle when it lies outside
 * the window, and not otherwise, as a person does not: a scroll closes the link picker's open
 * list (React Aria closes a popover on scroll).
 */
export const scrollIntoWindow = (selector: string) => {
  const element = document.querySelector(selector)!;
  const { top, bottom } = element.getBoundingClientRect();
  if (top < 0 || bottom > innerHeight) element.scrollIntoView({ block: 'center', behavior: 'instant' });
};

/** Marks the document open now, so that it is told from the one a navigation brings. */
const markLeaving = () => {
  (window as { leaving?: boolean }).leaving = true;
};

/**
 * What keeps the document at `url` from showing: 'showing' once it is parsed and each stylesheet
 * has loaded (a disabled stylesheet link is inline already). A stylesheet whose load failed (a dev
 * server's chunk replaced by a recompile) has no sheet, ever: its finished request counts instead.
 * One of another origin is the editor's font from Google, which its policy refuses (WebKit then
 * leaves no trace of the request). 'leaving': the document left is still there, at the same
 * address too (WebKit reloads a page asked for again a moment later). 'at <address>': a new
 * document came, at another address.
 */
const showingState = (url: string) => {
  if ((window as { leaving?: boolean }).leaving) return 'leaving';
  if (location.href !== url) return `at ${location.href}`;
  if (document.readyState === 'loading') return 'parsing';
  const loading = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([disabled])')].find(
    (link) =>
      new URL(link.href).origin === location.origin &&
      link.sheet === null &&
      !performance.getEntriesByName(link.href).some((entry) => (entry as PerformanceResourceTiming).responseEnd > 0),
  );
  return loading ? `loading ${loading.href}` : 'showing';
};

/**
 * Navigates to `url` and waits until it shows; again if another document comes instead, as a
 * person asks again: the dev server reloads the page it was on after a save has recompiled the
 * site, and in WebKit that reload once landed after the navigation, bringing back the form just left.
 */
export async function gotoShowing(tab: Tab, url: string, navigate: () => Promise<unknown>) {
  for (let attempt = 1; ; attempt++) {
    await tab.evaluate(markLeaving).catch(() => {});
    await navigate().catch(async (error) => {
      // `next dev` restarts itself at times (near its memory limit, at a change of its config), and
      // in a CI run Firefox once came in between: a person who finds it gone loads the page again.
      if (!/CONNECTION_REFUSED/.test(String(error))) throw error;
      await expect.poll(() => fetch(url).then(() => true, () => false), { message: `the server of ${url} is back` }).toBe(true);
      await navigate();
    });
    let state = '';
    await expect.poll(async () => (state = await tab.evaluate(showingState, url))).toMatch(/^(showing|at )/);
    if (state === 'showing') return;
    if (attempt === 3) throw new Error(`${url} was asked for three times, and each time ${state.slice(3)} came instead`);
  }
}

/** Before an action that opens a mail link, in engines where the page stays: note what it opens. */
export function watchMailLinks() {
  const page = window as unknown as { openedMailLink?: string };
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[href^="mailto:"]');
    if (link) page.openedMailLink = link.href;
  });
  // The contact form's script dispatches this on the form right after it sets location.href
  // (lib/mail/mail-form.ts); it does not bubble, so listen on the way down.
  document.addEventListener(
    'mailhandoff',
    (event) => (page.openedMailLink = (event as CustomEvent<{ href: string }>).detail.href),
    { capture: true },
  );
}
