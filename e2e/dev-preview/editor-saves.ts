// The editor's saves in `next dev` (dev-preview.spec.ts): copy, links, images and photos written to
// the project's files, merged with other tabs and with changes on disk, and refused with a reason.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { featuresCopy, homeCopy, type FooterCopy } from '@/lib/content-reader';
import { readYaml } from '@/lib/content-reader/yaml.mjs';
import { editorApi, entryAddress } from '@/app/_editor/keystatic-internals/addresses.mjs';
import { fieldAddress } from '@/app/_editor/live-preview/copy-texts';
import { siteRoutes } from '@/lib/pages';

import type { Copy } from '../support/copy-edits';
import { field, preview, save } from '../support/editor-form';
import { expectHydrated } from '../support/hydration';
import { NEW_PAGE } from '../support/new-entries';
import { notReloaded } from '../support/page-marks';
import { expect, test } from '../support/test';
import { phonePhoto } from '../support/test-photo';

import { copyFile, devSite, editContent, editorUrl, homeOnDisk, openEditor, openSitePage, uploadAndSave } from './dev-site';

export function saveTests() {
  test('saves the hero title and a capability benefit: the files change and the open pages show both without a reload', async ({ context, page }) => {
    const [home, features] = [await openSitePage(context, '/'), await openSitePage(context, '/features/')];

    await page.goto(editorUrl(entryAddress('home')));
    const heroTitle = page.getByRole('group', { name: 'Hero' }).getByRole('textbox', { name: 'Title' });
    // The first visit compiles the editor and reads every file: give it the time a cold dev server takes.
    await expect(heroTitle).toHaveValue(homeCopy.hero.title);
    const title = "Grid Planning's future. Rewired.";
    await heroTitle.fill(title);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => copyFile('home.yaml')).toContain(`title: ${title}`);

    await page.getByRole('link', { name: 'Features' }).click();
    const [capability] = featuresCopy.capabilities;
    await page.getByRole('row', { name: capability.title }).click();
    await page.getByRole('dialog').getByRole('row', { name: capability.benefits[0] }).click();
    const benefit = 'Full AC power flow, Newton-Raphson, with N-1 contingency analysis';
    // Each item opens in a dialog over the one before.
    await page.getByRole('dialog').getByRole('textbox', { name: 'Benefit' }).fill(benefit);
    await page.getByRole('dialog').getByRole('textbox', { name: 'Benefit' }).press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page.getByRole('dialog').getByRole('row', { name: benefit })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => copyFile('features.yaml')).toContain(`- ${benefit}`);

    await expect(home.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(features.getByText(benefit)).toBeVisible();
    expect([await notReloaded(home), await notReloaded(features)]).toEqual([true, true]);
  });

  test('a link offers the site’s pages and sections to pick, and one that leads nowhere is not saved', async ({ page }) => {
    const before = copyFile('home.yaml');
    await page.goto(editorUrl(entryAddress('home')));
    const link = page.getByRole('group', { name: 'Main button' }).getByRole('combobox', { name: 'Link' });
    await expect(link).toHaveValue(homeCopy.hero.actions.primary.href);
    await link.click();
    // The pages first, then the sections the copy gives an anchor. Under a loaded run, the menu took over 5 s to open once.
    const pages = siteRoutes.map(({ href, label }) => `${label} (${href})`);
    await expect(page.getByRole('option').first()).toHaveText(pages[0]);
    const sections = homeCopy.textBlocks.flatMap(({ id, title }) => (id ? [`Home: ${title} (/#${id})`] : []));
    // Read once, whole. Loaded CI runs saw the menu close just after its first option showed, the
    // field keeping the focus (so a click does not open it again): the arrow key opens it, as it
    // would for a marketer.
    let options: string[] = [];
    const openOptions = async () => {
      options = await page.getByRole('option').allTextContents();
      if (options.length === 0) await link.press('ArrowDown');
      return options;
    };
    await expect.poll(openOptions).toEqual(expect.arrayContaining([...pages, ...sections]));
    expect(options.slice(0, pages.length)).toEqual(pages);

    await link.fill('/careers/');
    await page.getByRole('button', { name: 'Save' }).click();
    // The refusal is the dev server's answer to the save; in a loaded CI run it once took over 5 s.
    await expect(page.getByRole('alert').filter({ hasText: 'hero.actions.primary.href: /careers/ is not a page of the site' })).toBeVisible();
    expect(copyFile('home.yaml')).toBe(before);

    await link.fill('');
    await page.getByRole('option', { name: 'Features (/features/)' }).click();
    await expect(link).toHaveValue('/features/');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => copyFile('home.yaml')).toContain('href: /features/');
  });

  test('the footer’s navigation is copy: a link added in the form shows in the preview’s footer at once, and is saved in its place', async ({ page }) => {
    await page.goto(editorUrl(entryAddress('footer')));
    // In the preview the page is drawn inside the editor's own landmarks: its footer is not one.
    const footer = preview(page).locator('footer');
    await expect(footer.getByRole('link').first()).toBeVisible();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Label' }).fill('Prices, as typed');
    // Picked as a marketer picks it: typed until the page is offered, then chosen.
    await dialog.getByRole('combobox', { name: 'Link' }).fill(NEW_PAGE.href);
    await page.getByRole('option', { name: `${NEW_PAGE.label} (${NEW_PAGE.href})` }).click();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(footer.getByRole('link', { name: 'Prices, as typed' })).toHaveAttribute('href', NEW_PAGE.href);

    await save(page);
    await expect.poll(() => (readYaml(copyFile('footer.yaml')) as FooterCopy).navigation.at(-1)).toEqual({ label: 'Prices, as typed', href: NEW_PAGE.href });
  });

  test('refuses to save an emptied required field, with the field’s own message', async ({ page }) => {
    const before = copyFile('about.yaml');
    await page.goto(editorUrl(entryAddress('about')));
    const introTitle = page.getByRole('group', { name: 'Introduction' }).getByRole('textbox', { name: 'Title' });
    // As the file holds it: a placeholder such as {brand} stays one, filled in by the build.
    await expect(introTitle).toHaveValue((readYaml(before) as Copy).intro.title);
    await introTitle.fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Title must not be empty').first()).toBeVisible();
    expect(copyFile('about.yaml')).toBe(before);
  });

  test('replaces a drawing by upload, and refuses a drawing that holds a script', async ({ context, page }) => {
    const card = homeCopy.cards[1];
    const file = join(devSite.project, 'lib/content', card.illustration.src);
    const home = await openSitePage(context, '/');
    const image = home.getByRole('img', { name: card.illustration.alt });
    const shownBefore = await image.getAttribute('src');

    await page.goto(editorUrl(entryAddress('home')));
    const drawing = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 300"><rect width="480" height="300" fill="#38bdf8"/></svg>';
    const svg = (text: string) => ({ name: 'drawing.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(text) });

    const before = readFileSync(file, 'utf8');
    await uploadAndSave(page, card.title, svg(drawing.replace('<rect', '<script>alert(1)</script><rect')));
    await expect(page.getByRole('alert').filter({ hasText: 'holds a script' })).toBeVisible();
    expect(readFileSync(file, 'utf8')).toBe(before);

    await uploadAndSave(page, card.title, svg(drawing));
    await expect.poll(() => readFileSync(file, 'utf8')).toBe(drawing);
    try {
      await expect.poll(() => image.getAttribute('src')).not.toBe(shownBefore);
    } catch (error) {
      throw new Error(`The open page kept the old drawing. The dev server said:\n${devSite.server.log().slice(-3000)}`, { cause: error });
    }
    expect(await notReloaded(home)).toBe(true);
  });

  test('takes a phone’s photo on a card and shows it on the open page at once; a file that is not what it says is refused, the repo as it was', async ({
    context,
    page,
  }) => {
    const card = homeCopy.cards[0];
    const home = await openSitePage(context, '/');
    await page.goto(editorUrl(entryAddress('home')));

    const before = homeOnDisk();
    await uploadAndSave(page, card.title, { name: 'IMG_2042.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n') });
    await expect(page.getByRole('alert').filter({ hasText: 'src.jpg is not a JPEG image, whatever its name says' })).toBeVisible();
    expect(homeOnDisk()).toBe(before);

    await uploadAndSave(page, card.title, { name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() });
    // A few MB to check and write: on a loaded machine it can take a while. Whatever the editor says meanwhile is reported.
    const saved = async () =>
      copyFile('home.yaml').includes('src: images/home/cards/0/illustration/src.jpg') ? 'saved' : (await page.getByRole('alert').allTextContents()).join(' ').trim();
    await expect.poll(saved).toBe('saved');
    // Made into one quick WebP as the page redraws (the build makes the rest), served by the dev server's own route.
    const photo = home.locator('picture').getByRole('img', { name: card.illustration.alt });
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc)).toMatch(/\/dev-images\?name=\w+-\d+\.webp$/);
    expect(await notReloaded(home)).toBe(true);
  });

  test('two tabs: a save merges with what the other tab saved since, and a field both changed is not overwritten unasked', async ({ context }) => {
    const [a, b] = [await openEditor(context, 'home', 'Hero'), await openEditor(context, 'home', 'Hero')];
    await field(a, 'Hero', 'Title').fill('Title saved in tab A');
    await save(a);
    await expect.poll(() => copyFile('home.yaml')).toContain('title: Title saved in tab A');

    // Tab B opened before A saved: its eyebrow joins A's title, and B's form now shows A's title.
    await field(b, 'Hero', 'Eyebrow').fill('Eyebrow saved in tab B');
    await save(b);
    await expect.poll(() => copyFile('home.yaml')).toContain('eyebrow: Eyebrow saved in tab B');
    expect(copyFile('home.yaml')).toContain('title: Title saved in tab A');
    // The form reads the merged file back after the save: on a loaded machine, over 5 s once.
    await expect(field(b, 'Hero', 'Title')).toHaveValue('Title saved in tab A');

    // Both change the title: the later save is refused with both wordings, and keeps what was typed.
    await field(a, 'Hero', 'Title').fill('Second title from tab A');
    await save(a);
    await expect.poll(() => copyFile('home.yaml')).toContain('title: Second title from tab A');
    await field(b, 'Hero', 'Title').fill('Title from tab B');
    await save(b);
    // A save's answer: on CI's loaded machine, over 5 s once.
    await expect(b.getByRole('alert').filter({ hasText: 'hero.title now says “Second title from tab A”, you wrote “Title from tab B”' })).toBeVisible();
    expect(copyFile('home.yaml')).toContain('title: Second title from tab A');
    await expect(field(b, 'Hero', 'Title')).toHaveValue('Title from tab B');

    // Saved again, knowingly: B's wording stands, and A's other changes with it.
    await save(b);
    await expect.poll(() => copyFile('home.yaml')).toContain('title: Title from tab B');
    expect(copyFile('home.yaml')).toContain('eyebrow: Eyebrow saved in tab B');
  });

  test('a change made on disk while the editor is open (by hand, a git pull) is merged in, not undone', async ({ context }) => {
    const tab = await openEditor(context, 'contact', 'Introduction');
    editContent('contact.yaml', (copy) => (copy.demoSteps.title = 'A title changed on disk'));
    await field(tab, 'Introduction', 'Eyebrow').fill('Talk to us');
    await save(tab);
    await expect.poll(() => copyFile('contact.yaml')).toContain('eyebrow: Talk to us');
    expect(copyFile('contact.yaml')).toContain('title: A title changed on disk');
  });

  test('Alt-click on a text of the dev site opens its field in the editor', async ({ page }) => {
    // The last benefit of the last capability: an address of two list positions.
    const capabilityIndex = featuresCopy.capabilities.length - 1;
    const { benefits } = featuresCopy.capabilities[capabilityIndex];
    await page.goto(editorUrl('/features/'));
    await expectHydrated(page);
    await page.getByText(benefits.at(-1)!, { exact: true }).click({ modifiers: ['Alt'] });
    await expect(page).toHaveURL(editorUrl(fieldAddress('features', ['capabilities', capabilityIndex, 'benefits', benefits.length - 1])));
    const benefit = page.getByRole('dialog').last().getByRole('textbox', { name: 'Benefit' });
    await expect(benefit).toBeFocused();
    await expect(benefit).toHaveValue(benefits.at(-1)!);
  });

  test('refuses a file outside the copy and its images', async ({ request }) => {
    const code = await request.post(editorUrl(editorApi('update')), {
      headers: { 'no-cors': '1', 'content-type': 'application/json' },
      data: { additions: [{ path: 'lib/content/home.ts', contents: Buffer.from('export default 1;').toString('base64url') }], deletions: [] },
    });
    expect(code.status()).toBe(403);
    expect(await code.text()).toContain('is neither a copy file, an article, a landing page nor a drawing or photo');
    expect(existsSync(join(devSite.project, 'lib/content/home.ts'))).toBe(false);
  });
}
