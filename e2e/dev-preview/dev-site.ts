// The dev server of dev-preview.spec.ts, in a copy of the project, and what its tests do with it:
// its files, its addresses, its pages and the editor's forms. The spec starts and stops it; the
// parts in this folder, each a group of its tests, use it.
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { filesIn } from '@/lib/hosting/html-files.mjs';

import { editCopyFile, type Copy } from '../support/copy-edits';
import { openEditor as openEditorAt } from '../support/editor-form';
import { expectHydrated } from '../support/hydration';
import { markOpenPage } from '../support/page-marks';
import type { startServer } from '../support/servers';
import type { BrowserContext, Page } from '../support/test';

/** The loopback alias that stands for a phone on the Wi-Fi, allowed through DEV_ORIGINS. */
export const PHONE_HOST = '127.0.0.2';

/** The copy of the project and its dev server, there once the spec's beforeAll has run. */
export const devSite = { project: '', server: undefined as unknown as Awaited<ReturnType<typeof startServer>> };

export const phoneUrl = (path: string) => `http://${PHONE_HOST}:${devSite.server.port}${path}`;
export const editorUrl = (path: string) => `http://localhost:${devSite.server.port}${path}`;

/** A copy file (lib/content/<name>) of the project's copy, as it is on disk now. */
export const copyFile = (name: string) => readFileSync(join(devSite.project, 'lib/content', name), 'utf8');

/** Puts the copy files back as shipped; the schema keeps the page added before the dev server started. */
export const restoreShippedCopy = () => cpSync(join(process.cwd(), 'lib/content'), join(devSite.project, 'lib/content'), { recursive: true, filter: (source) => !source.endsWith('schema.mjs') });

/** Changes a copy file (lib/content/<name>) of the project's copy on disk, as an edit by hand does. */
export const editContent = (name: string, change: (copy: Copy) => void) => editCopyFile(join(devSite.project, 'lib/content', name), change);

/** Home's copy file and its images, each by its size: what a save on Home may change. */
export const homeOnDisk = () => {
  const images = join(devSite.project, 'lib/content/images/home');
  return [copyFile('home.yaml'), ...[...filesIn(images)].map((file) => `${file} ${readFileSync(join(images, file)).length}`)].join('\n');
};

/** A page of the site, open in a tab of its own while the editor saves. */
export const openSitePage = async (context: BrowserContext, path: string) => {
  const tab = await context.newPage();
  await tab.goto(editorUrl(path));
  await expectHydrated(tab);
  await markOpenPage(tab);
  return tab;
};

/** Opens the editor at `entry` in a tab of its own, once its group `group` shows. */
export const openEditor = (context: BrowserContext, entry: string, group: string) => openEditorAt(context, editorUrl(''), entry, group);

/** Replaces a card's image through its dialog, and saves. */
export const uploadAndSave = async (page: Page, cardTitle: string, file: { name: string; mimeType: string; buffer: Buffer }) => {
  await page.getByRole('row', { name: cardTitle }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('dialog').getByRole('button', { name: 'Choose file' }).click();
  await (await chooser).setFiles(file);
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
};
