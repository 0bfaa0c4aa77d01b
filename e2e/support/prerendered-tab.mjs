// A page opened from a prerender replaces the tab's frame on activation, which puppeteer's Page
// does not follow ("detached Frame"). These reach the page the tab shows through a raw DevTools
// session instead. Used by e2e/prerender.spec.ts and bench/navigation.mjs.

/**
 * Points at the header link to `path` in `page` for `pointingMs`, as a visitor does, clicks it,
 * and returns a DevTools session on the page it opens. By address: the links' words are copy.
 * @param {import('puppeteer-core').Browser} browser
 * @param {import('puppeteer-core').Page} page
 * @param {string} path
 */
export async function pointThenClick(browser, page, path, pointingMs = 1000) {
  const link = await visibleHeaderLink(page, path);
  await link.hover();
  await new Promise((resolve) => setTimeout(resolve, pointingMs));
  // The frame this click leaves is swapped out when a prerendered page takes its place.
  await link.click().catch(() => {});
  return sessionShowing(browser, path);
}

/**
 * The header's link to `path` that a visitor sees: in its row, or in its menu, opened for it, where
 * the copy's links do not fit a row at this width (components/header-footer/links-row.ts).
 * @param {import('puppeteer-core').Page} page
 * @param {string} path
 */
async function visibleHeaderLink(page, path) {
  const selector = `header nav a[href="${path}"]`;
  await page.waitForSelector(selector);
  const visible = async () => {
    for (const link of await page.$$(selector)) if (await link.isVisible()) return link;
    return undefined;
  };
  const inRow = await visible();
  if (inRow) return inRow;
  await page.click('header button[popovertarget]');
  const inMenu = await visible();
  if (!inMenu) throw new Error(`no header link to ${path}, in its row or its menu`);
  return inMenu;
}

/**
 * A DevTools session on the visible page at `path`, once it shows.
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} path
 */
export async function sessionShowing(browser, path) {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    const targets = browser.targets().filter((target) => target.type() === 'page' && new URL(target.url(), 'http://x').pathname === path);
    for (const target of targets) {
      const session = await target.createCDPSession().catch(() => undefined);
      if (session && (await evaluateIn(session, () => document.visibilityState === 'visible' && document.readyState !== 'loading').catch(() => false))) {
        return session;
      }
      await session?.detach().catch(() => {});
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${path} did not show`);
}

/**
 * Runs `fn(arg)` in the session's page and returns its (awaited, JSON-able) result.
 * @param {import('puppeteer-core').CDPSession} session
 * @param {Function} fn
 * @param {unknown} [arg]
 */
export async function evaluateIn(session, fn, arg) {
  const { result, exceptionDetails } = await session.send('Runtime.evaluate', {
    expression: `(${fn})(${JSON.stringify(arg)})`,
    awaitPromise: true,
    returnByValue: true,
  });
  if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
  return result.value;
}
