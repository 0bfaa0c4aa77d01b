// The site in Firefox and WebKit (projects firefox-* and webkit-*, driven as e2e/support/engine-drivers.ts
// explains), at a phone's and a laptop's width.
import { writeFileSync } from 'node:fs';

import { homeCopy, notFoundCopy } from '@/lib/content-reader';
import { siteConfig } from '@/lib/site';

import { expect, launchEngine, pageProblems, test, type EngineTab } from './support/engine-drivers';
import { fadeInsEnded } from './support/fade-ins';
import { definitionOf } from './support/glossary';
import { MENU_BUTTON } from './support/hydration';
import { enquiry, expectDemoMail, expectSpecMail, parseMailto } from './support/mail';
import { expectedPages, normalise } from './support/page-texts';

/** The menu button says whether the menu is open only once the page has hydrated. */
const isHydrated = (tab: EngineTab) =>
  tab.evaluate((selector) => document.querySelector(selector)!.hasAttribute('aria-expanded'), MENU_BUTTON);
const expectHydrated = (tab: EngineTab) => expect.poll(() => isHydrated(tab)).toBe(true);

/** Blocks in the page that the fade-in still hides. */
const hiddenBlocks = (tab: EngineTab) =>
  tab.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((element) => getComputedStyle(element).opacity === '0')
      .map((element) => element.textContent!.slice(0, 60)),
  );

const scrollTo = async (tab: EngineTab, top: number) => {
  await tab.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
  await expect.poll(() => tab.evaluate(() => Math.round(window.scrollY))).toBe(top);
};

const headerLook = (tab: EngineTab) =>
  tab.evaluate(() => {
    const style = getComputedStyle(document.querySelector('header')!);
    const backdrop = style.backdropFilter || style.getPropertyValue('-webkit-backdrop-filter');
    return { blurred: /blur\(/.test(backdrop), transparent: style.backgroundColor === 'rgba(0, 0, 0, 0)' };
  });

const expectHeaderToFollowScroll = async (tab: EngineTab) => {
  for (const [top, blurred] of [[5, false], [30, true], [0, false]] as const) {
    await scrollTo(tab, top);
    await expect.poll(() => headerLook(tab), `at ${top}px`).toEqual({ blurred, transparent: !blurred });
  }
};

const menuIsOpen = (tab: EngineTab) =>
  tab.evaluate(() => {
    const menu = document.getElementById('mobile-menu')!;
    return menu.matches(':popover-open') && menu.getBoundingClientRect().height > 0;
  });

const pages = [
  ...expectedPages.map(({ path, h1 }) => ({ path, h1 })),
  { path: '/no-such-page/', h1: notFoundCopy.title },
];

for (const { path, h1 } of pages) {
  test(`${path} loads without an uncaught error and leaves nothing hidden after a scroll-through`, async ({
    tab,
    site,
    engine,
    windowSize,
  }, testInfo) => {
    await tab.goto(site.url(path));
    await expectHydrated(tab);
    expect(normalise(await tab.evaluate(() => document.querySelector('h1')!.textContent!))).toBe(h1);

    await tab.evaluate(async () => {
      for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight / 2) {
        window.scrollTo({ top, behavior: 'instant' });
        // Two rendered frames at each stop, so the fade-in's observer sees every position.
        for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    });
    await expect.poll(() => hiddenBlocks(tab)).toEqual([]);
    expect(await pageProblems(tab)).toEqual([]);

    // The screenshot from the top, once every fade has run to the end.
    await tab.evaluate(async () => {
      window.scrollTo({ top: 0, behavior: 'instant' });
      // A cancelled animation rejects `finished`: it has ended all the same.
      await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => {})));
    });

    const name = path === '/' ? 'home' : path.replace(/\W+/g, ' ').trim().replace(/ /g, '-');
    const screenshot = testInfo.outputPath(`${engine}-${windowSize.width}-${name}.png`);
    writeFileSync(screenshot, await tab.fullPageScreenshot());
    await testInfo.attach('screenshot', { path: screenshot, contentType: 'image/png' });
  });
}

test('blocks below the fold wait for the scroll to fade in', async ({ tab, site }) => {
  await tab.goto(site.url('/'));
  await expectHydrated(tab);
  await expect.poll(() => hiddenBlocks(tab)).toContainEqual(expect.stringContaining(homeCopy.audience.items.at(-1)!.title));
});

test('with reduced motion nothing is hidden', async ({ engine, windowSize, site }) => {
  const { tab, close } = await launchEngine(engine, windowSize, { reducedMotion: true });
  try {
    await tab.goto(site.url('/'));
    await expectHydrated(tab);
    expect(await tab.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
    expect(await hiddenBlocks(tab)).toEqual([]);
    expect(await pageProblems(tab)).toEqual([]);
  } finally {
    await close();
  }
});

test('the header is clear up to 10px of scroll and blurred past it, before hydration and after', async ({ tab, site }) => {
  site.holdChunks();
  await tab.goto(site.url('/'));
  await expectHeaderToFollowScroll(tab);
  expect(await isHydrated(tab)).toBe(false);

  site.releaseChunks();
  await expectHydrated(tab);
  await expectHeaderToFollowScroll(tab);
});

// The menu button shows below the md breakpoint.
test('the menu opens, closes on Escape and navigates before hydration, and still does after', { tag: '@phone' }, async ({ tab, site }) => {
  site.holdChunks();
  await tab.goto(site.url('/'));
  await tab.click(MENU_BUTTON);
  await expect.poll(() => menuIsOpen(tab)).toBe(true);
  await tab.press('Escape');
  await expect.poll(() => menuIsOpen(tab)).toBe(false);
  await tab.click(MENU_BUTTON);
  await expect.poll(() => menuIsOpen(tab)).toBe(true);
  expect(await isHydrated(tab)).toBe(false);
  await tab.click('#mobile-menu a[href="/features/"]');
  await expect.poll(() => tab.url()).toBe(site.url('/features/'));

  site.releaseChunks();
  await expectHydrated(tab);
  await tab.click(MENU_BUTTON);
  await expect.poll(() => menuIsOpen(tab)).toBe(true);
  expect(await tab.evaluate((selector) => document.querySelector(selector)!.getAttribute('aria-expanded'), MENU_BUTTON)).toBe('true');
  await tab.press('Escape');
  await expect.poll(() => menuIsOpen(tab)).toBe(false);
});

test('a glossary term shows its tooltip on focus', async ({ tab, site }) => {
  await tab.goto(site.url('/features/'));
  await expectHydrated(tab);
  // Radix closes a tooltip when the page scrolls: bring the term into view, let the fade-in end, then focus.
  await tab.evaluate(() => document.querySelector('[data-term]')!.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await tab.evaluate(fadeInsEnded);
  const definition = definitionOf((await tab.evaluate(() => document.querySelector('[data-term]')!.textContent))!);
  await tab.evaluate(() => document.querySelector<HTMLElement>('[data-term]')!.focus());
  await expect.poll(() => tab.evaluate(() => document.querySelector('[role="tooltip"]')?.textContent)).toContain(definition);
});

test('the contact form opens the exact spec mail link', async ({ tab, site }) => {
  await tab.goto(site.url('/contact/'));
  await expectHydrated(tab);
  for (const [name, value] of Object.entries(enquiry)) await tab.type(`#${name}`, value);
  await tab.click('form button[type="submit"]');
  expectSpecMail(parseMailto(await tab.openedMailLink()));
});

test('the demo button opens a mail to the demo contact', async ({ tab, site }) => {
  await tab.goto(site.url('/features/'));
  await expectHydrated(tab);
  const link = `main a[href^="mailto:${siteConfig.demoContact.email}"]`;
  await tab.evaluate((selector) => document.querySelector(selector)!.scrollIntoView({ block: 'center', behavior: 'instant' }), link);
  await tab.evaluate(fadeInsEnded);
  await tab.click(link);
  expectDemoMail(parseMailto(await tab.openedMailLink()));
});
