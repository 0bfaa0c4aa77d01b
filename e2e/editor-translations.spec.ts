// Translating in the editor, in `next dev` in a git copy of the project (publishing-project.ts): a
// language added under Languages, a page translated in its own form beside the original's wording,
// the record of what each field was translated from written beside it and published, and a field
// marked out of date when its original changes, until it is translated anew.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { editorApi, entryAddress, PUBLISH_ADDRESS } from '@/app/_editor/keystatic-internals/addresses.mjs';
import { originalsFileOf } from '@/lib/content-reader/translation-originals.mjs';
import { articleEntry } from '@/lib/content-schema/entry-rules.mjs';
import { translationEntry } from '@/lib/content-schema/translation-forms.mjs';

import { HOME, read, remoteCopy, shipped } from '../__tests__/repositories/clones';
import { field, openEditor, openPublishView, preview, save } from './support/editor-form';
import { keepScreenshots, publishingProject, test } from './support/publishing-project';
import { expect } from './support/test';

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
    // What the form's fields show of the translation (originals, marks) is read once as it opens, and once after a save.
    const reads = { of: 0 };
    page.on('request', (request) => void (new URL(request.url()).pathname === editorApi('translations') && reads.of++));
    await page.goto(setup.url(entryAddress(translationEntry(GERMAN.code, 'home'))));
    // Typed once the preview shows the page, as a marketer does.
    await expect(preview(page).getByRole('heading', { level: 1 })).toBeVisible();
    await field(page, 'Hero', 'Title').fill(TRANSLATED_TITLE);
    // The preview draws the page in the language, what is not translated yet in the original's words.
    await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(TRANSLATED_TITLE);
    await save(page);
    await expect.poll(() => read(setup.project, GERMAN_HOME)?.hero?.title).toBe(TRANSLATED_TITLE);
    expect(read(setup.project, originalsFileOf(GERMAN_HOME))).toEqual({ 'hero.title': shipped(HOME).hero.title });
    await expect.poll(() => reads.of).toBe(2);

    await openPublishView(page);
    const translated = page.getByRole('region', { name: `${GERMAN.name} › Home` });
    const title = translated.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Hero › Title' }) });
    await expect(title.getByRole('insertion')).toHaveText(TRANSLATED_TITLE);
    await keepScreenshots(page, 'publish-translation');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Published as');
    expect(remoteCopy(setup.bare, GERMAN_HOME).hero.title).toBe(TRANSLATED_TITLE);
    expect(remoteCopy(setup.bare, originalsFileOf(GERMAN_HOME))).toEqual({ 'hero.title': shipped(HOME).hero.title });
  });

  test('under each text of a translation’s form, a list item’s too, the original’s wording, which a button copies in', async ({ page }) => {
    await page.goto(setup.url(entryAddress(translationEntry(GERMAN.code, 'home'))));
    const hero = page.getByRole('group', { name: 'Hero' });
    const { eyebrow } = shipped(HOME).hero;
    await expect(hero.getByText(`Original: ${eyebrow}`)).toBeVisible();
    await hero.getByRole('button', { name: 'Copy the original of Eyebrow in' }).click();
    await expect(hero.getByRole('textbox', { name: 'Eyebrow', exact: true })).toHaveValue(eyebrow);
    await keepScreenshots(page, 'translation-form');
    // A list's item, in the dialog its row opens.
    const card = shipped(HOME).cards[1];
    await page.getByRole('group', { name: /^Cards/ }).getByRole('row').nth(1).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(`Original: ${card.title}`)).toBeVisible();
    await expect(dialog.getByText(`Original: ${card.text}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Copy the original of Title in' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(card.title);
  });

  test('an article given a translation’s language is previewed in it, its date as that language writes it', async ({ page }) => {
    const address = 'ferc-order-2023-first-ready';
    const date = /^date: (\S+)$/m.exec(readFileSync(join(setup.project, `lib/content/insights/${address}.mdoc`), 'utf8'))![1];
    const writtenAs = (code: string) => new Intl.DateTimeFormat(code, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
    await page.goto(setup.url(entryAddress(articleEntry('insights', address))));
    const article = preview(page).getByRole('article');
    await expect(article).toContainText(writtenAs('en'));
    await page.getByRole('textbox', { name: 'Language', exact: true }).fill(GERMAN.code);
    await expect(article).toContainText(writtenAs(GERMAN.code));
  });

  test('a field whose original changed is marked out of date with both wordings, the mark published with the copy, and cleared by a new translation saved', async ({ context }) => {
    const newTitle = 'Grid planning, rewired for 2027';
    const home = await openEditor(context, setup.url(''), 'home', 'Hero');
    await field(home, 'Hero', 'Title').fill(newTitle);
    await save(home);
    await expect.poll(() => read(setup.project, HOME)?.hero?.title).toBe(newTitle);

    const german = await context.newPage();
    await german.goto(setup.url(entryAddress(translationEntry(GERMAN.code, 'home'))));
    const mark = german.getByRole('group', { name: 'Hero' }).getByText(/^Out of date/);
    await expect(mark).toContainText(`the original said “${shipped(HOME).hero.title}”. It now says “${newTitle}”`);
    await keepScreenshots(german, 'translation-out-of-date');
    // Counted in the editor's bar, by language and page in the Translations view, and listed in Publish.
    await german.getByRole('navigation', { name: 'Publishing' }).getByRole('link', { name: /^Translations\s*1 out of date/ }).click();
    const germanPages = german.getByRole('region', { name: GERMAN.name });
    await expect(germanPages.getByRole('row', { name: /^Home/ }).getByRole('cell').last()).toHaveText('1');
    // Insights waits for an article written in German, which no field of its form says.
    await expect(germanPages.getByText(/ shows in Deutsch once an article written in it is live/)).toBeVisible();
    await keepScreenshots(german, 'translations-view');
    await german.goto(setup.url(PUBLISH_ADDRESS));
    const marked = german.getByRole('region', { name: 'Translations out of date' });
    await expect(marked.getByRole('listitem')).toContainText(`The original said “${shipped(HOME).hero.title}”. It now says “${newTitle}”.`);
    await german.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(german.getByRole('main').getByRole('alert')).toContainText('Published as');
    expect(remoteCopy(setup.bare, originalsFileOf(GERMAN_HOME))).toEqual({ 'hero.title': shipped(HOME).hero.title });

    // Back to the field by its link in the list, within the editor.
    await marked.getByRole('link', { name: `${GERMAN.name} › Home › Hero › Title` }).click();
    await field(german, 'Hero', 'Title').fill('Netzplanung, neu verdrahtet für 2027');
    await save(german);
    await expect(mark).toHaveCount(0);
    expect(read(setup.project, originalsFileOf(GERMAN_HOME))).toEqual({ 'hero.title': newTitle });
  });
});
