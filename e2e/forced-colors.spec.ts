// Windows contrast themes (forced colours): the theme's system colours replace ours, so what a
// colour alone said (a filled button, the current page) must be said another way.
import { expect, test, type Locator } from './support/test';

test.use({ colorScheme: 'dark' });
test.beforeEach(({ page }) => page.emulateMedia({ forcedColors: 'active' }));

const boundary = (control: Locator) =>
  control.evaluate((element) => {
    const style = getComputedStyle(element);
    return { width: parseFloat(style.borderTopWidth), style: style.borderTopStyle, color: style.borderTopColor, canvas: getComputedStyle(document.body).backgroundColor };
  });

const SOLID_BUTTONS = [
  { path: '/', name: 'Request Demo', role: 'link' },
  { path: '/contact/', name: 'Send message', role: 'button' },
  { path: '/features/', name: 'Schedule a Demo', role: 'link' },
] as const;

for (const { path, name, role } of SOLID_BUTTONS) {
  test(`'${name}' keeps a visible boundary in a contrast theme`, async ({ page }) => {
    await page.goto(path);
    const { width, style, color, canvas } = await boundary(page.getByRole(role, { name, exact: true }));
    expect(width).toBeGreaterThanOrEqual(1);
    expect(style).toBe('solid');
    expect(color, 'border against the page').not.toBe(canvas);
  });
}

test('the current page link is marked by more than colour in a contrast theme', async ({ page, isMobile }) => {
  await page.goto('/features/');
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
  const decoration = (name: string) =>
    nav.getByRole('link', { name, exact: true }).evaluate((link) => getComputedStyle(link).textDecorationLine);
  await expect(nav.getByRole('link', { name: 'Features', exact: true })).toHaveAttribute('aria-current', 'page');
  expect(await decoration('Features')).toBe('underline');
  expect(await decoration('About')).toBe('none');
});
