// The page's accessibility as two engines judge it, which find different things: axe, and IBM's
// Equal Access checker (the engine of its browser extension), which also holds each landmark and
// article to a name of its own.
import { readFileSync } from 'node:fs';

import AxeBuilder from '@axe-core/playwright';

import { expect, type Page } from './test';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** IBM's engine as the page runs it: its browser build, read once. */
let equalAccessEngine: string | undefined;
const equalAccessSource = () => (equalAccessEngine ??= readFileSync(require.resolve('accessibility-checker-engine/ace.js'), 'utf8'));

/** The violations of IBM's ruleset on the page, one line per rule and element. */
async function equalAccessViolations(page: Page): Promise<string[]> {
  // Evaluated by the browser's debugging protocol, which the page's policy does not govern, as axe's own script is.
  await page.evaluate(equalAccessSource());
  return page.evaluate(async () => {
    type Result = { ruleId: string; value: [string, string]; path: { dom: string } };
    const { Checker } = (window as unknown as { ace: { Checker: new () => { check(document: Document, rulesets: string[]): Promise<{ results: Result[] }> } } }).ace;
    const { results } = await new Checker().check(document, ['IBM_Accessibility']);
    return results.filter(({ value }) => value[0] === 'VIOLATION' && value[1] === 'FAIL').map(({ ruleId, path }) => `${ruleId}: ${path.dom}`);
  });
}

/**
 * Fails with one line per WCAG 2.2 AA rule axe finds violated, and per rule IBM's engine does, with
 * the elements each found. `libraryMarkup`: rules of IBM's engine that a library's own markup breaks
 * in this state, with no option to change it (each call says which, and why).
 */
export async function expectNoViolations(page: Page, state: string, { libraryMarkup = [] }: { libraryMarkup?: readonly string[] } = {}) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  const found = violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`);
  expect(found, `axe violations (${state})`).toEqual([]);
  const equalAccess = (await equalAccessViolations(page)).filter((violation) => !libraryMarkup.some((rule) => violation.startsWith(`${rule}:`)));
  expect(equalAccess, `Equal Access violations (${state})`).toEqual([]);
}
