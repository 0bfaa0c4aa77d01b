import AxeBuilder from '@axe-core/playwright';

import { expect, type Page } from './test';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Fails with one line per WCAG 2.2 AA rule axe finds violated, and the elements it found. */
export async function expectNoViolations(page: Page, state: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  const found = violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`);
  expect(found, `axe violations (${state})`).toEqual([]);
}
