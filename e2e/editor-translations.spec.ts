// Translating in the editor, in `next dev` in a git copy of the project (publishing-project.ts): a
// language added under Languages, a page translated in its own form, the record of what each field
// was translated from written beside it, and both published, listed by language and page.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { entryAddress, PUBLISH_ADDRESS } from '@/app/_editor/keystatic-internals/addresses.mjs';
import { originalsFileOf } from '@/lib/content-reader/translation-originals.mjs';
import { translationEntry } from '@/lib/content-schema/translation-forms.mjs';

import { HOME, read, remoteCopy, shipped } from '../__tests__/repositories/clones';
import { field, save } from './support/editor-form';
import { keepScreenshots, publishingProject } from './support/publishing-project';
import { expect, test } from './support/test';

const GERMAN = { code: 'de', name: 'Deutsch' };
const GERMAN_HOME = `lib/content/${GERMAN.code}/home.yaml`;
const TRANSLATED_TITLE = 'Netzplanung. Neu verdrahtet.';

test.describe('translating in the editor', () => {
  test.describe.configure({ mode: 'serial' });
  // Keystatic links its font from Google; the editor's policy refuses it.
  test.use({ blockedOnPurpose: /fonts\.googleapis\.com/ });

  const setup = publishingProject();

  test('a language added under Languages gets a form of each page, with the original’s lists and links and none of its words', async ({ page }) => {
    await page.goto(setup.url(entryAddress('languages')));
    await page.getByRole('group', { name: /^Translations/ }).getByRole('button', { name: 'Add', exact: true }).click();
    const item = page.getByRole('dialog', { name: 'Add item' });
    await item.getByRole('textbox', { name: 'Code' }).fill(GERMAN.code);
    await item.getByRole('textbox', { name: 'Name in its own language' }).fill(GERMAN.name);
    await item.getByRole('button', { name: 'Add', exact: true }).click();
    await save(page);
    await expect.poll(() => existsSync(join(setup.project, GERMAN_HOME))).toBe(true);
    const begun = read(setup.project, GERMAN_HOME);
    expect(begun.hero.title).toBe('');
    expect(begun.hero.actions.primary.href).toBe(shipped(HOME).hero.actions.primary.href);

    await page.goto(setup.url(entryAddress(translationEntry(GERMAN.code, 'home'))));
    await expect(field(page, 'Hero', 'Title')).toHaveValue('');
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toHaveCount(2);
  });

  test('a field translated and saved keeps the original’s wording it was translated from, and both are published under the language', async ({ page }) => {
    await page.goto(setup.url(entryAddress(translationEntry(GERMAN.code, 'home'))));
    await field(page, 'Hero', 'Title').fill(TRANSLATED_TITLE);
    await save(page);
    await expect.poll(() => read(setup.project, GERMAN_HOME)?.hero?.title).toBe(TRANSLATED_TITLE);
    expect(read(setup.project, originalsFileOf(GERMAN_HOME))).toEqual({ 'hero.title': shipped(HOME).hero.title });

    await page.goto(setup.url(PUBLISH_ADDRESS));
    const translated = page.getByRole('region', { name: `${GERMAN.name} › Home` });
    const title = translated.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Hero › Title' }) });
    await expect(title.getByRole('insertion')).toHaveText(TRANSLATED_TITLE);
    await keepScreenshots(page, 'publish-translation');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Published as');
    expect(remoteCopy(setup.bare, GERMAN_HOME).hero.title).toBe(TRANSLATED_TITLE);
    expect(remoteCopy(setup.bare, originalsFileOf(GERMAN_HOME))).toEqual({ 'hero.title': shipped(HOME).hero.title });
  });
});
