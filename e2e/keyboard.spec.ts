import { contactCopy, headerCopy, homeCopy } from '@/lib/content-reader';
import { siteConfig } from '@/lib/site';

import { termOn } from './support/glossary';
import { linksInRowAt } from './support/header-links';
import { expectHydrated } from './support/hydration';
import { expect, test, type Page } from './support/test';

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    return element.getAttribute('aria-label') ?? element.innerText?.trim() ?? element.tagName;
  });

/** A focus indicator at least 2px thick, drawn as an outline. */
const hasVisibleFocusRing = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
  });

// A phone's header has no row of links.
test.describe('keyboard on a wide screen', { tag: '@desktop' }, () => {
  test('a skip link comes first, then the header in reading order, each with a focus ring', async ({ page, viewport }) => {
    await page.goto('/');
    await expectHydrated(page);
    const { primary, secondary } = homeCopy.hero.actions;
    // The header's links in a row where the copy's fit one (links-row.ts), else the menu button after Login.
    const inRow = linksInRowAt(viewport!.width);
    const header = inRow ? [...headerCopy.navigation.map(({ label }) => label), headerCopy.login] : [headerCopy.login, headerCopy.menuButton];
    const expected = [headerCopy.skipLink, headerCopy.homeLabel, ...header, primary.label, secondary.label];
    const order: string[] = [];
    for (let step = 0; step < expected.length; step++) {
      await page.keyboard.press('Tab');
      order.push(await focusedName(page));
      expect(await hasVisibleFocusRing(page), order.at(-1)).toBe(true);
    }
    expect(order).toEqual(expected);
  });

  test('the skip link moves focus past the header', async ({ page }) => {
    await page.goto('/');
    await expectHydrated(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: headerCopy.skipLink })).toBeFocused();
    await expect(page.getByRole('link', { name: headerCopy.skipLink })).toBeInViewport();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: homeCopy.hero.actions.primary.label })).toBeFocused();
  });

  test('nothing traps focus: tabbing runs through the page and out of it', async ({ page }) => {
    await page.goto('/contact/');
    await expectHydrated(page);
    const seen: string[] = [];
    for (let step = 0; step < 60; step++) {
      await page.keyboard.press('Tab');
      const name = await focusedName(page);
      if (seen.length > 0 && name === seen[0]) break;
      seen.push(name);
    }
    expect(seen[0]).toBe(headerCopy.skipLink);
    expect(seen).toEqual(expect.arrayContaining([contactCopy.form.submit, contactCopy.form.clear, headerCopy.login, siteConfig.infoEmail]));
    expect(seen.length).toBeLessThan(60);
  });

  test('a tooltip opens on focus even when focusing scrolls the page, and Escape closes it', async ({ page }) => {
    await page.goto('/about/');
    await expectHydrated(page);
    const { button: term, definition } = await termOn(page);
    await term.focus();
    await expect(page.getByRole('tooltip')).toContainText(definition);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toBeHidden();
  });
});

test('the menu opens with Enter and Space, closes with Escape and gives focus back', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  await expectHydrated(page);
  const button = page.getByRole('button', { name: headerCopy.menuButton });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(page.locator('#mobile-menu').getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('#mobile-menu')).toBeHidden();
  await expect(button).toBeFocused();
});
