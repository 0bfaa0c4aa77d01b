// The editor's live preview in `next dev` (dev-preview.spec.ts): the page drawn from the form's
// values before any save, at each width, through failures, and a click on it opening the field.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { headerCopy, homeCopy, type HeaderCopy } from '@/lib/content-reader';
import { readYaml } from '@/lib/content-reader/yaml.mjs';
import { livePreviewAddress } from '@/app/_editor/live-preview/entries';
import { siteConfig } from '@/lib/site';

import { field, preview, save } from '../support/editor-form';
import { linksInRowAt } from '../support/header-links';
import { NEW_PAGE } from '../support/new-entries';
import { expect, test } from '../support/test';
import { phonePhoto } from '../support/test-photo';

import { copyFile, devSite, editContent, homeOnDisk, openEditor } from './dev-site';

export function livePreviewTests() {
  test.describe('the live preview', () => {
    /** A request to About's frame: its page, or a drawing (its server function). */
    const isAboutsPreview = (url: URL) => `${url.pathname}${url.search}` === livePreviewAddress('about');

    test('shows what is typed before it is saved, and the file stays as it was', async ({ context }) => {
      const before = copyFile('about.yaml');
      const tab = await openEditor(context, 'about', 'Introduction');
      await expect(preview(tab).getByRole('heading', { level: 1 })).toBeVisible();
      await field(tab, 'Introduction', 'Title').fill('About {brand}, as typed');
      await expect(preview(tab).getByRole('heading', { level: 1 })).toHaveText(`About ${siteConfig.name}, as typed`);
      expect(copyFile('about.yaml')).toBe(before);
    });

    test('paints a key that rewords a text without waiting for the dev server’s drawing of it', async ({ context }) => {
      const tab = await openEditor(context, 'about', 'Introduction');
      const heading = preview(tab).getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      const was = (await heading.textContent())!;
      // The dev server's drawings are held back: what the heading shows meanwhile, the frame painted itself.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await tab.route(isAboutsPreview, async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        await held;
        return route.continue().catch(() => {});
      });
      await field(tab, 'Introduction', 'Title').press('End');
      await field(tab, 'Introduction', 'Title').pressSequentially(' now');
      await expect(heading).toHaveText(`${was} now`);
      release();
      await tab.unroute(isAboutsPreview);
      await field(tab, 'Introduction', 'Title').press('Backspace');
      await expect(heading).toHaveText(`${was} no`);
    });

    test('at the phone’s width shows the phone’s layout, and the desktop’s at its own', async ({ context }) => {
      const tab = await openEditor(context, 'about', 'Introduction');
      const menu = preview(tab).getByRole('button', { name: headerCopy.menuButton });
      await expect(preview(tab).getByRole('heading', { level: 1 })).toBeVisible();
      await expect(menu).toBeHidden();
      await tab.getByRole('button', { name: /^Phone/ }).click();
      await expect(menu).toBeVisible();
      await tab.getByRole('button', { name: /^Desktop/ }).click();
      // The desktop's width (1280 px) has the header's links in a row where the copy's fit one (links-row.ts).
      if (linksInRowAt(1280, readYaml(copyFile('header.yaml')) as HeaderCopy)) await expect(menu).toBeHidden();
      else await expect(preview(tab).locator('header').getByRole('navigation', { name: headerCopy.navLabel })).toBeHidden();
    });

    test('a drawing that fails is named over the last good one, and the next change draws again', async ({ context }) => {
      const tab = await openEditor(context, 'about', 'Introduction');
      const heading = preview(tab).getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      // The dev server does not answer one drawing (it was restarting, say).
      let failed = false;
      await tab.route(isAboutsPreview, (route) => {
        if (route.request().method() !== 'POST' || failed) return route.continue();
        failed = true;
        return route.abort();
      });
      await field(tab, 'Introduction', 'Title').fill('First try');
      const problem = preview(tab).getByRole('alert').filter({ hasText: 'The preview could not be drawn' });
      await expect(problem).toBeVisible();
      await expect(heading).toBeVisible();
      await field(tab, 'Introduction', 'Title').fill('Second try');
      await expect(heading).toHaveText('Second try');
      await expect(problem).toHaveCount(0);
    });

    test('a copy file broken on disk is named in the preview and on the page, and the editor still opens to mend it', async ({ context }) => {
      const header = copyFile('header.yaml');
      editContent('header.yaml', (copy) => (copy.login = ''));
      try {
        const tab = await openEditor(context, 'about', 'Introduction');
        const named = /lib\/content\/header\.yaml:\d+: login: .* must not be empty/;
        // (Next.js's route announcer is an alert too.)
        const inPreview = preview(tab).getByRole('alert').filter({ hasText: named });
        await expect(inPreview).toBeVisible();
        await expect(tab.getByRole('alert').filter({ hasText: named })).toBeVisible();
        // The form draws as ever, and the preview follows it, still naming the broken file.
        await field(tab, 'Introduction', 'Title').fill('Typed while the header is broken');
        await expect(inPreview).toBeVisible();
      } finally {
        writeFileSync(join(devSite.project, 'lib/content/header.yaml'), header);
      }
    });

    test('a photo chosen and not yet saved shows in the preview, and nothing is written', async ({ context }) => {
      const card = homeCopy.cards[0];
      const tab = await openEditor(context, 'home', 'Hero');
      const before = homeOnDisk();
      await tab.getByRole('row', { name: card.title }).click();
      const chooser = tab.waitForEvent('filechooser');
      await tab.getByRole('dialog').getByRole('button', { name: 'Choose file' }).click();
      await (await chooser).setFiles({ name: 'IMG_2043.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(2043) });
      await tab.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
      const photo = preview(tab).locator('picture').getByRole('img', { name: card.illustration.alt });
      await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
      // (An earlier test saved a photo on this card: what is there stays as it was.)
      expect(homeOnDisk()).toBe(before);
    });

    test('a draft restored after a reload merges with what changed on disk since, like any save', async ({ context }) => {
      const first = await openEditor(context, 'contact', 'Introduction');
      await field(first, 'Introduction', 'Eyebrow').fill('Eyebrow of a draft');
      // Kept by Keystatic as a draft; the tab closes unsaved, and the file changes on disk meanwhile.
      await expect(preview(first).getByText('Eyebrow of a draft')).toBeVisible();
      await first.close();
      editContent('contact.yaml', (copy) => (copy.intro.title = 'A title changed on disk since'));

      const reopened = await openEditor(context, 'contact', 'Introduction');
      await expect(field(reopened, 'Introduction', 'Eyebrow')).toHaveValue('Eyebrow of a draft');
      await save(reopened);
      await expect.poll(() => copyFile('contact.yaml')).toContain('eyebrow: Eyebrow of a draft');
      expect(copyFile('contact.yaml')).toContain('title: A title changed on disk since');
    });

    test('draws a page added as lib/content-schema/README.md says, through its own route, from the form’s values', async ({ context }) => {
      const tab = await openEditor(context, 'pricing', 'Introduction');
      const heading = preview(tab).getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(NEW_PAGE.copy.intro.title);
      await field(tab, 'Introduction', 'Title').fill('A price per region, as typed');
      await expect(heading).toHaveText('A price per region, as typed');
    });

    test('a click on a card’s title puts the cursor in that card’s title field', async ({ context }) => {
      const card = homeCopy.cards.at(-1)!;
      const tab = await openEditor(context, 'home', 'Hero');
      await preview(tab).getByRole('heading', { name: card.title }).click();
      await expect(tab.getByRole('dialog').getByRole('textbox', { name: 'Title' })).toBeFocused();
      await expect(tab.getByRole('dialog').getByRole('textbox', { name: 'Title' })).toHaveValue(card.title);
    });
  });
}
