// The editor's Publish, Discard and History, in `next dev` in a git copy of the project, with a bare
// repository as the remote the site deploys from and a colleague's clone of it. What Publish does
// with git is tested on its own in Jest (__tests__/repositories/); here, what the marketer sees.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { homeCopy } from '@/lib/content-reader';
import { articlePaths } from '@/lib/content-reader/articles.mjs';
import { createAddress, entryAddress, historyAddress, PUBLISH_ADDRESS } from '@/app/_editor/keystatic-internals/addresses.mjs';
import { articleEntry, COMPOSED_PAGES } from '@/lib/content-schema/entry-rules.mjs';

import { ABOUT, addressOf, article, colleaguePublishes, edit, editArticle, git, HOME, read, remoteCopy, shipped } from '../__tests__/repositories/clones';
import { field, openEditor, openPublishView, preview, save, saveAtAddress } from './support/editor-form';
import { keepScreenshots, publishingProject, test } from './support/publishing-project';
import { expect, type Locator, type Page } from './support/test';

test.describe('the editor’s Publish, Discard and History', () => {
  test.describe.configure({ mode: 'serial' });
  // Keystatic links its font from Google; the editor's policy refuses it.
  test.use({ blockedOnPurpose: /fonts\.googleapis\.com/ });

  const setup = publishingProject();
  const colleagueHeadline = 'A headline as a colleague published it';
  let project: string;
  let bare: string;
  let colleague: string;
  let url: (path: string) => string;
  test.beforeAll(() => ({ project, bare, colleague, url } = setup));

  test('the view lists what two saves changed, by page and field, beside the published wording', async ({ context }) => {
    // A colleague publishes a new headline; this clone has not fetched it yet.
    colleaguePublishes(colleague, HOME, (copy) => (copy.hero.title = colleagueHeadline));
    const home = await openEditor(context, url(''), 'home', 'Hero');
    await field(home, 'Hero', 'Title').fill('The marketer’s headline');
    await save(home);
    const about = await openEditor(context, url(''), 'about', 'Introduction');
    await field(about, 'Introduction', 'Title').fill('The marketer’s introduction');
    await save(about);
    await expect.poll(() => read(project, ABOUT)?.intro?.title).toBe('The marketer’s introduction');

    // The count follows each save, without a reload.
    await expect(about.getByRole('navigation', { name: 'Publishing' }).getByRole('link', { name: /Publish\s*2 changes/ })).toBeVisible();
    await openPublishView(about);
    const heroTitle = about.getByRole('listitem').filter({ has: about.getByRole('heading', { name: 'Hero › Title' }) });
    await expect(heroTitle.getByRole('deletion')).toHaveText(shipped(HOME).hero.title);
    await expect(heroTitle.getByRole('insertion')).toHaveText('The marketer’s headline');
    const introTitle = about.getByRole('listitem').filter({ has: about.getByRole('heading', { name: 'Introduction › Title' }) });
    await expect(introTitle.getByRole('deletion')).toHaveText(shipped(ABOUT).intro.title);
    await expect(introTitle.getByRole('insertion')).toHaveText('The marketer’s introduction');
    await keepScreenshots(about, 'publish-view');
  });

  test('Publish refuses the field a colleague published since, with both wordings, and keeps the marketer’s', async ({ page }) => {
    await page.goto(url(PUBLISH_ADDRESS));
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const refusal = page.getByRole('main').getByRole('alert');
    await expect(refusal).toContainText(`hero.title now says “${colleagueHeadline}”, you wrote “The marketer’s headline”`);
    expect(read(project, HOME).hero.title).toBe('The marketer’s headline');
    await keepScreenshots(page, 'publish-refused');
  });

  test('Discard puts a field back to its published wording', async ({ page }) => {
    await page.goto(url(PUBLISH_ADDRESS));
    await page.getByRole('button', { name: 'Discard the change to Hero › Title' }).click();
    // Git reads the clone twice for it: a loaded CI run took over 5 s.
    await expect(page.getByRole('heading', { name: 'Hero › Title' })).toHaveCount(0);
    expect(read(project, HOME).hero.title).toBe(colleagueHeadline);
  });

  test('History restores an earlier version into the form and the preview, to save and publish; Publish sends only the copy', async ({ page }) => {
    await page.goto(url(historyAddress('home')));
    const versions = page.getByRole('listitem');
    await expect(versions).toHaveCount(2);
    await expect(versions.first()).toContainText('by Colleague');
    await expect(versions.first()).toContainText('Hero › Title');
    await keepScreenshots(page, 'history');
    await versions.last().getByRole('button', { name: /^Restore/ }).click();

    // The version as published first, in the form and in the preview, not yet saved.
    await expect(field(page, 'Hero', 'Title')).toHaveValue(shipped(HOME).hero.title);
    await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(homeCopy.hero.title);
    expect(read(project, HOME).hero.title).toBe(colleagueHeadline);
    await save(page);
    await expect.poll(() => read(project, HOME)?.hero?.title).toBe(shipped(HOME).hero.title);

    await openPublishView(page);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    // Its first step comes after three reads of the clone by git: over 5 s once in a loaded CI run,
    // the dev server still compiling after the save.
    await expect(page.getByRole('status', { name: 'Progress' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Published as');

    // Both arrive: the restored headline over the colleague's, and the introduction.
    expect(remoteCopy(bare, HOME).hero.title).toBe(shipped(HOME).hero.title);
    expect(remoteCopy(bare, ABOUT).intro.title).toBe('The marketer’s introduction');
    const published = git(bare, 'log', '--format=%s', '--name-only', 'main', '--no-merges', `^${git(colleague, 'rev-parse', 'HEAD')}`);
    expect(published.split('\n').filter((line) => line.startsWith('lib/')).every((file) => file.startsWith('lib/content/'))).toBe(true);
    expect(readFileSync(join(project, 'lib/site.ts'), 'utf8')).toContain("// A developer's work in progress");
    await expect(page.getByText('Everything saved is published')).toBeVisible();
  });

  test('History restores an article’s published version into its form and preview, as an unsaved change', async ({ page }) => {
    const [file] = articlePaths();
    const address = addressOf(file);
    const saved = readFileSync(join(project, file));
    const { summary } = article(project, file).fields;
    editArticle(project, file, (parts) => (parts.fields.summary = 'A summary saved and not published.'));
    try {
      await page.goto(url(historyAddress(articleEntry('insights', address))));
      const versions = page.getByRole('listitem');
      await expect(versions.first()).toBeVisible();
      await versions.last().getByRole('button', { name: /^Restore/ }).click();
      await expect(page).toHaveURL(new RegExp(`${entryAddress(articleEntry('insights', address))}$`));
      await expect(page.getByRole('textbox', { name: 'Summary' })).toHaveValue(String(summary));
      await expect(preview(page).getByText(String(summary))).toBeVisible();
      expect(article(project, file).fields.summary).toBe('A summary saved and not published.');
    } finally {
      writeFileSync(join(project, file), saved);
    }
  });

  test('a landing page composed in the editor (sections added, reordered, duplicated and seen in the preview) and linked from the footer is published, listed by page', async ({ page }) => {
    const { title, slug, href, file, intro, steps, talk } = LANDING_PAGE;
    await page.goto(url(createAddress(COMPOSED_PAGES.collection)));
    await page.getByRole('textbox', { name: 'Title', exact: true }).first().fill(title);
    await page.getByRole('textbox', { name: 'Date' }).fill('2026-01-05');
    const share = page.getByRole('group', { name: 'Search and share' });
    await share.getByRole('textbox', { name: 'Title' }).fill(`Meet us at ${title}`);
    await share.getByRole('textbox', { name: 'Description' }).fill('Our stand, our talk and a slot for a demo.');
    await addSection(page, 'Page introduction', async (dialog) => {
      await dialog.getByRole('textbox', { name: 'Eyebrow' }).fill(title);
      await dialog.getByRole('textbox', { name: 'Title' }).fill(intro);
      await dialog.getByRole('textbox', { name: 'Lead' }).fill('Booth 214, all three days.');
    });
    await addSection(page, 'Numbered steps', async (dialog) => {
      await dialog.getByRole('textbox', { name: 'Title' }).fill(steps);
      await addItem(page, dialog, 'Steps', async (item) => {
        await item.getByRole('textbox', { name: 'Title' }).fill('Pick a time');
        await item.getByRole('textbox', { name: 'Text' }).fill('Any half hour of the three days.');
      });
    });
    await addSection(page, 'Text block', async (dialog) => {
      await dialog.getByRole('textbox', { name: 'Title' }).fill(talk);
      await addItem(page, dialog, 'Paragraphs', (item) => item.getByRole('textbox').fill('Thursday at ten, in hall B.'));
    });
    // The talk moved above the steps, by its handle, as a marketer drags it.
    const sections = page.getByRole('group', { name: /^Sections/ });
    await sections.getByRole('button', { name: `Drag ${talk}` }).dragTo(sections.getByRole('row', { name: steps }), { targetPosition: { x: 20, y: 3 } });
    await expect(sections.getByRole('row')).toHaveText([intro, talk, steps]);
    // The steps duplicated, right below themselves, their steps and all, under a title of their own.
    await page.getByRole('button', { name: 'Duplicate a section' }).click();
    await page.getByRole('menuitem', { name: `3. ${steps}` }).click();
    const copied = `${steps} (copy)`;
    await expect(sections.getByRole('row')).toHaveText([intro, talk, steps, copied]);
    const shown = preview(page).getByRole('main');
    await expect(shown.getByRole('heading', { level: 1 })).toHaveText(intro);
    await expect(shown.getByRole('heading', { level: 2 })).toHaveText([talk, steps, copied]);
    await expect(shown.getByRole('listitem').filter({ hasText: 'Pick a time' })).toHaveCount(2);
    await keepScreenshots(page, 'landing-page');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect
      .poll(() => existsSync(join(project, file)) && read(project, file).sections.map(({ discriminant }: { discriminant: string }) => discriminant))
      .toEqual(['intro', 'textBlock', 'steps', 'steps']);
    // Its own form now; a click on a section's title in the preview puts the cursor in its field, in the section's dialog.
    await expect(page).toHaveURL(new RegExp(`${entryAddress(articleEntry(COMPOSED_PAGES.collection, slug))}$`));
    // The preview draws the page again once it is saved under its address: a click while it does is
    // lost, and a person clicks again.
    await expect(async () => {
      await preview(page).getByRole('heading', { name: talk }).click();
      await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Title' })).toBeFocused({ timeout: 5_000 });
    }).toPass();
    await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Title' })).toHaveValue(talk);

    // Linked from the footer: the link picker offers it by its title.
    await page.goto(url(entryAddress('footer')));
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const link = page.getByRole('dialog');
    await link.getByRole('textbox', { name: 'Label' }).fill(title);
    await link.getByRole('combobox', { name: 'Link' }).fill(href);
    await page.getByRole('option', { name: `${title} (${href})` }).click();
    await link.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(preview(page).locator('footer').getByRole('link', { name: title })).toHaveAttribute('href', href);
    await save(page);
    await expect.poll(() => read(project, FOOTER)?.navigation?.at(-1)).toEqual({ label: title, href });

    await openPublishView(page);
    await expect(page.getByRole('heading', { name: `Landing pages › ${title}` })).toBeVisible();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Published as');
    expect(remoteCopy(bare, file).sections.map(({ value }: { value: { title: string } }) => value.title)).toEqual([intro, talk, steps, copied]);
    expect(remoteCopy(bare, FOOTER).navigation.at(-1)).toEqual({ label: title, href });
    // The page at its address on the dev site, as the build will write it.
    await page.goto(url(href));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(intro);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: title })).toHaveAttribute('href', href);
    await expect(page.getByRole('status').filter({ hasText: 'Draft' })).toHaveCount(0);
    // Made a draft (as a save does): the dev site still shows it, marked as one.
    edit(project, file, (copy) => (copy.draft = true));
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Draft' })).toBeVisible();
  });

  test('a landing page’s published version restored from History; its address changed, the old one leads to it', async ({ page }) => {
    const { slug, href, file, intro } = LANDING_PAGE;
    // Live again (the footer links to it), with its introduction reworded and saved, not published.
    edit(project, file, (copy) => {
      copy.draft = false;
      copy.sections[0].value.title = 'An introduction saved and not published';
    });
    await page.goto(url(historyAddress(articleEntry(COMPOSED_PAGES.collection, slug))));
    const versions = page.getByRole('listitem');
    await expect(versions).toHaveCount(1);
    await versions.first().getByRole('button', { name: /^Restore/ }).click();
    await expect(page).toHaveURL(new RegExp(`${entryAddress(articleEntry(COMPOSED_PAGES.collection, slug))}$`));
    await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(intro);
    await expect(page.getByRole('checkbox', { name: 'Draft' })).not.toBeChecked();

    // A new address, saved with the restored version: the page was published, so its old address stays one of its own.
    const moved = { slug: 'grid-week', file: `${COMPOSED_PAGES.folder}/grid-week${COMPOSED_PAGES.extension}` };
    await saveAtAddress(page, COMPOSED_PAGES.collection, moved.slug);
    await expect.poll(() => existsSync(join(project, moved.file)) && read(project, moved.file)).toMatchObject({ draft: false, formerAddresses: [slug] });
    await expect.poll(() => existsSync(join(project, file))).toBe(false);
    expect(read(project, moved.file).sections[0].value.title).toBe(intro);
    // Its old address on the dev site sends a visitor on, as the export's page there does where a host cannot redirect (e2e/stress.spec.ts redirects it on three).
    await page.goto(url(href));
    await expect(page).toHaveURL(new RegExp(`/${moved.slug}/?$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(intro);
  });
});

const FOOTER = 'lib/content/footer.yaml';

/** A landing page as a marketer composes one: its title, address and file, and its sections' titles. */
const LANDING_PAGE = {
  title: 'Grid Week 2027',
  slug: 'grid-week-2027',
  href: '/grid-week-2027/',
  file: `${COMPOSED_PAGES.folder}/grid-week-2027${COMPOSED_PAGES.extension}`,
  intro: 'Meet us in Denver',
  steps: 'Book a slot',
  talk: 'Our talk',
};

/** Adds a section of `kind` to the page's form, its fields filled by `fill` in its dialog. */
async function addSection(page: Page, kind: string, fill: (dialog: Locator) => Promise<void>) {
  await page.getByRole('group', { name: /^Sections/ }).getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('menuitem', { name: kind }).click();
  const dialog = page.getByRole('dialog', { name: `Add ${kind}` });
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Add', exact: true }).last().click();
  await expect(dialog).toHaveCount(0);
}

/** Adds an item to the list `list` of a section's dialog, its fields filled by `fill` in the item's own dialog. */
async function addItem(page: Page, dialog: Locator, list: string, fill: (item: Locator) => Promise<void>) {
  await dialog.getByRole('group', { name: new RegExp(`^${list}`) }).getByRole('button', { name: 'Add', exact: true }).click();
  const item = page.getByRole('dialog', { name: 'Add item' });
  await fill(item);
  await item.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(item).toHaveCount(0);
}
