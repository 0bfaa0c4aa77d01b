// Windows contrast themes (forced colours): the theme's system colours replace ours, so what a
// colour alone said (a filled button, the current page) must be said another way.
import { contactCopy, featuresCopy, headerCopy, homeCopy } from '@/lib/content-reader';

import { headerLabel, linksInRowAt } from './support/header-links';
import { expect, test, type Locator } from './support/test';

test.use({ colorScheme: 'dark' });
test.beforeEach(({ page }) => page.emulateMedia({ forcedColors: 'active' }));

const boundary = (control: Locator) =>
  control.evaluate((element) => {
    const style = getComputedStyle(element);
    return { width: parseFloat(style.borderTopWidth), style: style.borderTopStyle, color: style.borderTopColor, canvas: getComputedStyle(document.body).backgroundColor };
  });

const SOLID_BUTTONS = [
  { what: 'Home’s main button', path: '/', name: homeCopy.hero.actions.primary.label, role: 'link' },
  { what: 'the contact form’s send button', path: '/contact/', name: contactCopy.form.submit, role: 'button' },
  { what: 'the demo button', path: '/features/', name: featuresCopy.demo.button, role: 'link' },
] as const;

for (const { what, path, name, role } of SOLID_BUTTONS) {
  test(`${what} keeps a visible boundary in a contrast theme`, async ({ page }) => {
    await page.goto(path);
    const { width, style, color, canvas } = await boundary(page.getByRole(role, { name, exact: true }));
    expect(width).toBeGreaterThanOrEqual(1);
    expect(style).toBe('solid');
    expect(color, 'border against the page').not.toBe(canvas);
  });
}

test('the current page link is marked by more than colour in a contrast theme', async ({ page, viewport }) => {
  await page.goto('/features/');
  // Where the header's links are not in a row (links-row.ts), they are in its menu.
  if (!linksInRowAt(viewport!.width)) await page.getByRole('button', { name: headerCopy.menuButton }).click();
  const nav = page.getByRole('navigation', { name: headerCopy.navLabel }).filter({ visible: true });
  const decoration = (name: string) =>
    nav.getByRole('link', { name, exact: true }).evaluate((link) => getComputedStyle(link).textDecorationLine);
  await expect(nav.getByRole('link', { name: headerLabel('/features/'), exact: true })).toHaveAttribute('aria-current', 'page');
  expect(await decoration(headerLabel('/features/'))).toBe('underline');
  expect(await decoration(headerLabel('/about/'))).toBe('none');
});
