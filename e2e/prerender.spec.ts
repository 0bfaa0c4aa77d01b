// Prerendering on intent (lib/hosting/speculation-rules.mjs), and the back/forward cache beside it.
// Playwright's Chromium runs with both off, so the pages that must really be prerendered or
// restored are driven with puppeteer-core,
// through an origin that records every error and CSP violation inside the page itself
// (e2e/support/engine-site.ts), which also holds for a page while it is prerendered, and read
// through a raw DevTools session once shown (e2e/support/prerendered-tab.mjs).
import puppeteer, { type Browser, type CDPSession, type Page as PuppeteerPage } from 'puppeteer-core';

import { contactCopy, featuresCopy } from '@/lib/content-reader';
import { htmlFiles } from '@/lib/hosting/html-files.mjs';
import { pagePaths, speculationRules } from '@/lib/hosting/speculation-rules.mjs';
import { siteRoutes } from '@/lib/pages';

import { CHROMIUM_FLAGS, findChromium } from './support/chromium.mjs';
import { startEngineSite, type EngineSite, type RecordedPage } from './support/engine-site';
import { headerLabel } from './support/header-links';
import { MENU_BUTTON } from './support/hydration';
import { EVERY_PAGE } from './support/policy-checks';
import { evaluateIn, pointThenClick } from './support/prerendered-tab.mjs';
import { expect, test } from './support/test';

type Rules = ReturnType<typeof speculationRules>;

/** Which links of the page the rules select, evaluated with the browser's own URLPattern. */
const linksTheRulesSelect = (rules: Rules) => {
  type Condition = { and?: Condition[]; not?: Condition; href_matches?: string | string[]; selector_matches?: string };
  const selects = (condition: Condition, link: HTMLAnchorElement): boolean => {
    if (condition.and) return condition.and.every((part) => selects(part, link));
    if (condition.not) return !selects(condition.not, link);
    if (condition.href_matches) {
      const URLPatternClass = (window as unknown as { URLPattern: new (pattern: string, base: string) => { test(url: string): boolean } }).URLPattern;
      return [condition.href_matches].flat().some((pattern) => new URLPatternClass(pattern, document.baseURI).test(link.href));
    }
    return link.matches(condition.selector_matches!);
  };
  return [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
    .filter((link) => rules.prerender.some(({ where }) => selects(where as Condition, link)))
    .map((link) => link.getAttribute('href'));
};

test('every page carries the rules, and they select the site’s pages, never mail, anchors, other sites or unknown paths', async ({ page }) => {
  const exported = pagePaths([...htmlFiles('out')], 'out');
  for (const path of [...EVERY_PAGE, '/insights/']) {
    await page.goto(path);
    const rules: Rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent()) ?? '{}');
    expect(rules, path).toEqual(speculationRules(exported));
    // Links the site could also carry, to check the rules turn them down.
    await page.evaluate(() => {
      for (const href of ['https://example.com/', '/no-such-page/', '/404/', 'mailto:someone@example.com', '#main']) {
        document.body.append(Object.assign(document.createElement('a'), { href, textContent: href }));
      }
    });
    const selected = await page.evaluate(linksTheRulesSelect, rules);
    expect(selected.length, path).toBeGreaterThan(0);
    expect(selected.filter((href) => !exported.includes(href!)), path).toEqual([]);
    // Every page the header and footer link to.
    for (const { href } of siteRoutes) expect(selected, path).toContain(href);
  }
});

test.describe('in a Chromium with prerendering and the back/forward cache on (puppeteer)', () => {

  let browser: Browser;
  let site: EngineSite;
  let tab: PuppeteerPage;

  test.beforeEach(async ({ baseURL }) => {
    site = await startEngineSite(baseURL!);
    browser = await puppeteer.launch({ executablePath: findChromium(), headless: true, args: CHROMIUM_FLAGS });
    tab = await browser.newPage();
    await tab.setViewport({ width: 1280, height: 800 });
  });

  test.afterEach(async () => {
    await browser?.close();
    await site?.close();
  });

  const stateOf = (session: CDPSession) =>
    evaluateIn(
      session,
      (menuButton: string) => {
        const page = window as unknown as RecordedPage;
        const hiddenBlocks = [...document.querySelectorAll('[data-fade-in]')].filter((block) => getComputedStyle(block).opacity === '0');
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { activationStart: number };
        return {
          prerendered: navigation.activationStart > 0,
          // The framework's files (chunks, payload) asked for while the page was still prerendered:
          // none, so the visitor's CPU is free for the click.
          fetchedWhilePrerendered: performance
            .getEntriesByType('resource')
            .filter(({ name, startTime }) => /\/_next\/static\/(chunks|payloads)\//.test(name) && startTime < navigation.activationStart)
            .map(({ name }) => new URL(name).pathname),
          h1: document.querySelector('h1')!.textContent,
          current: document.querySelector('header nav a[aria-current="page"]')?.textContent,
          hydrated: document.querySelector(menuButton)!.hasAttribute('aria-expanded'),
          scrolled: document.documentElement.hasAttribute('data-scrolled'),
          // Waiting below the fold, not shown or played while the page was hidden.
          hiddenOnScreen: hiddenBlocks.filter((block) => block.getBoundingClientRect().top < innerHeight).length,
          waitingBelow: hiddenBlocks.length,
          firstName: document.querySelector<HTMLInputElement>('#firstName')?.value,
          problems: page.pageProblems,
        };
      },
      MENU_BUTTON,
    );

  /** Opens `path` in the tab, as hydrated: its menu button says whether the menu is open. */
  const openHydrated = async (path: string) => {
    await tab.goto(site.url(path));
    await tab.waitForSelector(`${MENU_BUTTON}[aria-expanded]`);
  };

  test('a page opened through prerendering starts its framework only once shown, then shows the right header, hydrates, and waits to fade in, with no error or CSP violation', async () => {
    await openHydrated('/');
    const session = await pointThenClick(browser, tab, '/features/');
    await expect.poll(() => stateOf(session)).toMatchObject({
      prerendered: true,
      fetchedWhilePrerendered: [],
      h1: featuresCopy.intro.title,
      current: headerLabel('/features/'),
      hydrated: true,
      scrolled: false,
      hiddenOnScreen: 0,
      problems: [],
    });
    expect((await stateOf(session)).waitingBelow).toBeGreaterThan(0);
  });

  test('a message typed into the contact form is there when the prerendered form is shown', async () => {
    await openHydrated('/contact/');
    await tab.type('#firstName', 'Ada');
    await openHydrated('/about/');
    const session = await pointThenClick(browser, tab, '/contact/');
    await expect.poll(() => stateOf(session)).toMatchObject({
      prerendered: true,
      h1: contactCopy.intro.title,
      firstName: 'Ada',
      problems: [],
    });
  });

  test('back and forward restore each page from the back/forward cache, as it was left', async () => {
    const notRestored: string[] = [];
    const devtools = await tab.createCDPSession();
    await devtools.send('Page.enable');
    devtools.on('Page.backForwardCacheNotUsed', ({ notRestoredExplanations }) =>
      notRestored.push(...notRestoredExplanations.map(({ reason }) => reason)),
    );
    type Left = { restored?: boolean; marker?: string };
    await tab.evaluateOnNewDocument(() => addEventListener('pageshow', (event) => ((window as Left).restored = event.persisted)));
    const mark = (path: string) => tab.evaluate((marker) => ((window as Left).marker = marker), path);
    // Read from the page once it is shown: the history call may return while the page it leaves is
    // still being swapped out.
    const leftAs = () =>
      tab.evaluate(() => ({ restored: (window as Left).restored, marker: (window as Left).marker })).catch(() => 'being swapped out');
    for (const [from, to] of [['/', '/features/'], ['/contact/', '/about/']]) {
      await openHydrated(from);
      await mark(from);
      await openHydrated(to);
      await mark(to);
      await tab.goBack();
      await expect.poll(leftAs, { message: from }).toEqual({ restored: true, marker: from });
      await tab.goForward();
      await expect.poll(leftAs, { message: to }).toEqual({ restored: true, marker: to });
    }
    expect(notRestored).toEqual([]);
  });
});
