import { homeCopy } from '@/lib/content-reader';

import { expectHydrated } from './support/hydration';
import { expect, test, type Locator, type Page } from './support/test';

const opacityOf = (locator: Locator) => locator.evaluate((element) => Number(getComputedStyle(element).opacity));

/** Scrolls so that the element's top sits `offset` px above the bottom of the viewport. */
const placeTopAboveViewportBottom = async (page: Page, locator: Locator, offset: number) => {
  await locator.evaluate((element, above) => {
    const top = element.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ top: top - (window.innerHeight - above), behavior: 'instant' });
  }, offset);
};

/** The hero's link to a section of Home, if the copy gives it one. */
const inPageLink = Object.values(homeCopy.hero.actions).find(({ href }) => href.startsWith('#'));

/** Two frames on: an IntersectionObserver has judged the scroll (it reports in a frame's rendering steps). */
const afterTwoFrames = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

const lastAudienceCard = (page: Page) =>
  page.getByRole('heading', { level: 3, name: homeCopy.audience.items.at(-1)!.title, exact: true }).locator('xpath=..');

test('a block fades in once its top is more than 150px above the viewport bottom, then stays', async ({ page }) => {
  await page.goto('/');
  await expectHydrated(page);
  const card = lastAudienceCard(page);
  await expect.poll(() => opacityOf(card)).toBe(0);

  await placeTopAboveViewportBottom(page, card, 140);
  await afterTwoFrames(page);
  expect(await opacityOf(card)).toBe(0);

  await placeTopAboveViewportBottom(page, card, 160);
  await expect.poll(() => opacityOf(card)).toBe(1);

  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await afterTwoFrames(page);
  expect(await opacityOf(card)).toBe(1);
});

test('content already in view on load is never hidden', async ({ page }) => {
  await page.goto('/features/');
  await expectHydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await opacityOf(page.getByRole('heading', { level: 2 }).first())).toBe(1);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing is hidden or animated', async ({ page }) => {
    await page.goto('/');
    await expectHydrated(page);
    expect(await opacityOf(lastAudienceCard(page))).toBe(1);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
  });
});

test('the in-page link scrolls smoothly to its section and leaves it 80px below the top', async ({ page }) => {
  test.skip(!inPageLink, 'the copy of Home’s hero has no link to a section of the page');
  await page.goto('/');
  await expectHydrated(page);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');

  const { label, href } = inPageLink!;
  await page.getByRole('link', { name: label, exact: true }).click();
  await expect(page).toHaveURL(new URL(href, page.url()).href);
  const section = page.locator(`[id="${href.slice(1)}"]`);
  await expect.poll(() => section.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(80);
  await expect(section.getByRole('heading', { level: 2 })).toBeInViewport();
});
