// A copy of the project as a developer's clone of the repository the site deploys from, with a
// bare repository as its remote, a colleague's clone of it, and `next dev` on it: where the
// editor's tests of Publish run (editor-publish.spec.ts, editor-translations.spec.ts).
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { repositoryOf } from '../../__tests__/repositories/clones';
import { copyProject, removeCopy } from './project-copy';
import { startNextDev } from './servers';
import { test, type Page } from './test';

/** Sets the project up before the file's tests, and takes it down after them; its parts are there once the tests run. */
export function publishingProject() {
  const setup = { project: '', bare: '', colleague: '', url: (path: string) => path };
  let folder: string;
  let server: Awaited<ReturnType<typeof startNextDev>> | undefined;
  const machineHome = process.env.HOME;

  test.beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'publish-'));
    // The machine's own git settings (~/.gitconfig) play no part: each repository gives the identity it means.
    writeFileSync(join(folder, '.gitconfig'), '[init]\n\tdefaultBranch = main\n');
    process.env.HOME = folder;
    // Its copy, its code, and a change of code in progress that is no part of any publish.
    setup.project = copyProject((dir) => {
      cpSync('.gitignore', join(dir, '.gitignore'));
      // Publish's build check stands in for `npm run build` here: the build is the builds project's
      // to test, and a failed check is Jest's (__tests__/repositories/); this is the marketer's view.
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      manifest.scripts.build = 'node -e "console.log(\'The site built\')"';
      writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
    });
    const at = join(folder, 'editor');
    mkdirSync(at);
    Object.assign(setup, repositoryOf(setup.project, at));
    writeFileSync(join(setup.project, 'lib/site.ts'), `${readFileSync(join(setup.project, 'lib/site.ts'), 'utf8')}// A developer's work in progress\n`);
    const started = await startNextDev(setup.project);
    server = started;
    setup.url = (path: string) => `http://localhost:${started.port}${path}`;
  });

  test.afterAll(async () => {
    await server?.stop();
    if (setup.project) removeCopy(setup.project);
    process.env.HOME = machineHome;
    if (folder) rmSync(folder, { recursive: true, force: true });
  });
  return setup;
}

/** The page at a desktop's and a phone's width, in the test's results, to look at. */
export async function keepScreenshots(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
