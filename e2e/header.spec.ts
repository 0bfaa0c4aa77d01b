import { expect, test, type Page } from './support/test';

const headerLook = (page: Page) =>
  page.getByRole('banner').evaluate((header) => {
    const style = getComputedStyle(header);
    return { background: style.backgroundColor, backdrop: style.backdropFilter };
  });

const scrollTo = async (page: Page, y: number) => {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
};

test('the header is transparent up to 10px of scroll, blurred beyond, and transparent again at the top', async ({
  page,
}) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const transparent = { background: 'rgba(0, 0, 0, 0)', backdrop: 'none' };
  expect(await headerLook(page)).toEqual(transparent);

  await scrollTo(page, 5);
  await expect.poll(() => headerLook(page)).toEqual(transparent);

  await scrollTo(page, 30);
  // Blurred, and translucent: an alpha strictly between 0 and 1 once the colour transition ends.
  await expect
    .poll(async () => {
      const { background, backdrop } = await headerLook(page);
      return { blurred: /blur\(/.test(backdrop), translucentAlpha: background.match(/[/,] ?(0?\.\d+)\)$/)?.[1] };
    })
    .toEqual({ blurred: true, translucentAlpha: '0.8' });

  await scrollTo(page, 0);
  await expect.poll(() => headerLook(page)).toEqual(transparent);
});

test('the logo goes home and Login goes to the contact page', async ({ page }) => {
  await page.goto('/about/');
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/contact\/$/);
  await page.getByRole('banner').getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grid Planning. Rewired.');
});

test.describe('desktop navigation', () => {
  test.skip(({ isMobile }) => isMobile, 'the inline links show from the md breakpoint');

  test('marks the current page and hides the menu button', async ({ page }) => {
    await page.goto('/features/');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Features' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();

    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Features' })).not.toHaveAttribute('aria-current');
  });
});

test.describe('mobile menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'the menu button shows below the md breakpoint');

  test('opens and closes with the button, and closes with Escape, returning focus', async ({ page }) => {
    await page.goto('/');
    // The button works once the page has hydrated, which starts after the first paint.
    await page.waitForLoadState('networkidle');
    const button = page.getByRole('button', { name: 'Menu' });
    const menu = page.locator('#mobile-menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAttribute('aria-controls', 'mobile-menu');
    await expect(menu).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Features' })).toBeVisible();

    await button.click();
    await expect(menu).toBeHidden();

    await button.click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('closes after navigating and highlights the new page', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(page.locator('#mobile-menu').getByRole('link', { name: 'About' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
