// The header's links are copy (lib/content/header.yaml): tests find them by the words that copy
// gives them, or by where they lead, never by wording of their own.
import type { Page } from '@playwright/test';

import { linksRow, rowShownAt } from '@/components/header-footer/links-row';
import { headerCopy, type HeaderCopy } from '@/lib/content-reader';

/** The pages the header always links to (schema.mjs's header navigation keeps them). */
type KeptPage = '/features/' | '/about/' | '/contact/';

/** The words of the header's link to `href`, one of the pages it keeps. */
export const headerLabel = (href: KeptPage) => headerCopy.navigation.find((link) => link.href === href)!.label;

/** Whether the header shows its links in a row at `width`, rather than in the menu (links-row.ts). */
export const linksInRowAt = (width: number, copy: HeaderCopy = headerCopy) => rowShownAt(linksRow(copy), width);

/**
 * Clicks the header's link to `href` as a visitor does: in the row of links, or through the menu
 * where they are not in a row at this width (components/header-footer/links-row.ts).
 */
export async function clickHeaderLink(page: Page, href: KeptPage) {
  const shown = page.getByRole('banner').locator(`nav a[href="${href}"]`).filter({ visible: true });
  if ((await shown.count()) === 0) await page.getByRole('button', { name: headerCopy.menuButton }).click();
  await shown.click();
}
