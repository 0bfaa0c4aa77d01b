import type { Page } from '@playwright/test';

import { glossary } from '@/lib/content-reader';
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
  return { word, definition: definitionOf(word), button: page.getByRole('button', { name: word, exact: true }).first() };
}

/** The definition of the glossary term a page writes as `word` (the term, or its plural). */
export function definitionOf(word: string) {
  const entry = glossary.terms.find(({ term }) => word === term || word === `${term}s`);
  if (!entry) throw new Error(`"${word}" is not a glossary term`);
  return entry.definition;
}
