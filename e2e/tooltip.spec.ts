import { termOn } from './support/glossary';
import { fadeInsEnded } from './support/fade-ins';
import { expectHydrated, expectNotHydrated, holdFrameworkChunks, UNTIL_PARSED } from './support/hydration';
import { expect, test } from './support/test';

// Keyboard focus and hover are desktop paths; a tap is the phone's.
test('acronyms explain themselves on keyboard focus', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/features/');
  await expectHydrated(page);
  const { button: term, definition } = await termOn(page);
  // Radix closes tooltips when the page scrolls, so bring the term into view before focusing it.
  await term.scrollIntoViewIfNeeded();
  await page.evaluate(fadeInsEnded);
  await term.focus();
  await expect(page.getByRole('tooltip')).toContainText(definition);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toBeHidden();
});

test('acronyms open on hover after the 700ms delay', { tag: '@desktop' }, async ({ page }) => {
  // Hovering scrolls the term into view, which starts its block's fade-in; the block's 16px
  // rise would carry the term out from under a resting pointer.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/features/');
  await expectHydrated(page);
  const { button: term, definition } = await termOn(page);
  await term.hover();
  await expect(page.getByRole('tooltip')).toContainText(definition);
});

test('acronyms open on tap', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/features/');
  await expectHydrated(page);
  const { button: term, definition } = await termOn(page);
  await term.scrollIntoViewIfNeeded();
  await term.tap();
  await expect(page.getByRole('tooltip')).toContainText(definition);
});

test('one provider serves every term: right after one tooltip, the next opens without the delay', { tag: '@desktop' }, async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/features/');
  await expectHydrated(page);
  const [first, next] = [await termOn(page, 0), await termOn(page, 1)];
  await first.button.hover();
  await expect(page.getByRole('tooltip')).toContainText(first.definition);

  // Stop the page's clock: the 700ms open delay can no longer elapse, so only the 300ms skip
  // window of a provider shared with the first term can open the next one.
  await page.clock.pauseAt(Date.now() + 1000);
  await next.button.hover();
  const box = (await next.button.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2 + 2, box.y + box.height / 2);
  await expect(page.getByRole('tooltip')).toContainText(next.definition);
});

// A tap takes the same route.
test('if the tooltip code fails to load, the next use of a term tries again', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/about/');
  // Hydrated, the page has run every chunk it asks for by itself (network idle can come before
  // the after-paint loader starts them): the next script is the tooltip code, and the network drops it.
  await expectHydrated(page);
  await page.route('**/_next/static/chunks/*.js', (route) => route.abort());
  const { button: term, definition } = await termOn(page);
  const failed = page.waitForEvent('requestfailed');
  await term.focus();
  await failed;
  await expect(page.getByRole('tooltip')).toHaveCount(0);

  await page.unroute('**/_next/static/chunks/*.js');
  // The network's failure reaches the test before the page has handled it; a visitor whose
  // first retry came that early tries once more, and one of those retries must open it.
  await expect(async () => {
    await term.blur();
    await term.focus();
    await expect(page.getByRole('tooltip')).toContainText(definition, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
});

test.describe('a term used before the framework has loaded', () => {
  test('focused, it opens its tooltip once the code is there', { tag: '@desktop' }, async ({ page }) => {
    const chunks = await holdFrameworkChunks(page);
    await page.goto('/features/', UNTIL_PARSED);
    const { button: term, definition } = await termOn(page);
    await term.scrollIntoViewIfNeeded();
    await term.focus();
    await expectNotHydrated(page);
    await expect(page.getByRole('tooltip')).toHaveCount(0);

    await chunks.release();
    await expect(page.getByRole('tooltip')).toContainText(definition);
    await expect(term).toBeFocused();
  });

  test('tapped, it opens its tooltip once the code is there', { tag: '@phone' }, async ({ page }) => {
    const chunks = await holdFrameworkChunks(page);
    await page.goto('/features/', UNTIL_PARSED);
    const { button: term, definition } = await termOn(page);
    await term.scrollIntoViewIfNeeded();
    await term.tap();
    await expect(page.getByRole('tooltip')).toHaveCount(0);

    await chunks.release();
    await expect(page.getByRole('tooltip')).toContainText(definition);
  });
});
