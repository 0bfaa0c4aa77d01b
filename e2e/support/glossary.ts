import type { Page } from '@playwright/test';

import { glossary } from '@/lib/content';
import { TERM_ATTRIBUTE } from '@/lib/behaviour';

/**
 * The nth distinct glossary term a page explains, in the order the page shows them: its button,
 * found by the word the visitor reads (a term may be written plural, "STATCOMs"), and the
 * definition its tooltip shows. The terms and the copy that uses them are the marketer's to change.
 */
export async function termOn(page: Page, nth = 0) {
  await page.locator(`[${TERM_ATTRIBUTE}]`).first().waitFor({ state: 'attached' });
  const words = [...new Set(await page.locator(`[${TERM_ATTRIBUTE}]`).allTextContents())];
  const word = words[nth];
  if (word === undefined) throw new Error(`${page.url()} explains ${words.length} glossary terms, not ${nth + 1}`);
  const { definition } = glossary.terms.find(({ term }) => word === term || word === `${term}s`)!;
  return { word, definition, button: page.getByRole('button', { name: word, exact: true }).first() };
}
