// A copy of the project as a developer's clone of the repository the site deploys from, with a
// bare repository as its remote, a colleague's clone of it, and `next dev` on it: where the
// editor's tests of Publish run (editor-publish.spec.ts, editor-translations.spec.ts), and then the
// editor's in Firefox and WebKit (editor-with-other-engines.spec.ts). One per worker: each file
// starts from the repositories as they were first made, on the same dev server (its start and first
// compile of the editor took a file's first test 30–50 s on a loaded machine).
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { git, repositoryOf } from '../../__tests__/repositories/clones';
import { copyProject, removeCopy } from './project-copy';
import { startNextDev } from './servers';
import { test as base, type Page } from './test';

type PublishingProject = {
  project: string;
  bare: string;
  colleague: string;
  url: (path: string) => string;
  /** What the dev server has printed since it started. */
  serverLog: () => string;
};

/** A developer's work in progress, appended to a file of code: no part of any publish. */
const WORK_IN_PROGRESS = "// A developer's work in progress\n";

/** Puts the three repositories back as the project's copy first made them, and the work in progress beside. */
function startOver({ project, bare, colleague }: PublishingProject, first: string) {
  for (const repository of [bare, project, colleague]) {
    const refs = git(repository, 'for-each-ref', '--format=%(refname)').split('\n').filter(Boolean);
    for (const ref of refs.filter((ref) => !['refs/heads/main', 'refs/remotes/origin/main'].includes(ref))) git(repository, 'update-ref', '--no-deref', '-d', ref);
    if (repository === bare) git(bare, 'update-ref', 'refs/heads/main', first);
    else {
      git(repository, 'update-ref', 'refs/remotes/origin/main', first);
      git(repository, 'reset', '--quiet', '--hard', first);
      git(repository, 'clean', '--quiet', '--force', '-d');
    }
  }
  writeFileSync(join(project, 'lib/site.ts'), `${readFileSync(join(project, 'lib/site.ts'), 'utf8')}${WORK_IN_PROGRESS}`);
}

export const test = base.extend<object, { publishing: PublishingProject & { first: string } }>({
  publishing: [
    async ({}, use) => {
      const folder = mkdtempSync(join(tmpdir(), 'publish-'));
      const machineHome = process.env.HOME;
      // The machine's own git settings (~/.gitconfig) play no part: each repository gives the identity it means.
      writeFileSync(join(folder, '.gitconfig'), '[init]\n\tdefaultBranch = main\n');
      process.env.HOME = folder;
      // Its copy and its code.
      const project = copyProject((dir) => {
        cpSync('.gitignore', join(dir, '.gitignore'));
        // Publish's build check stands in for `npm run build` here: the build is the builds project's
        // to test, and a failed check is Jest's (__tests__/repositories/); this is the marketer's view.
        const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
        manifest.scripts.build = 'node -e "console.log(\'The site built\')"';
        writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
      });
      const at = join(folder, 'editor');
      mkdirSync(at);
      // Its work in progress is written by each file's start (startOver).
      const { bare, colleague } = repositoryOf(project, at);
      const server = await startNextDev(project);
      try {
        const url = (path: string) => `http://localhost:${server.port}${path}`;
        await use({ project, bare, colleague, url, serverLog: server.log, first: git(project, 'rev-parse', 'HEAD') });
      } finally {
        await server.stop();
        removeCopy(project);
        process.env.HOME = machineHome;
        rmSync(folder, { recursive: true, force: true });
      }
    },
    { scope: 'worker' },
  ],
});

/** The worker's project, for the file's tests: from the repositories as first made, whatever a file before did. */
export function publishingProject() {
  const setup: PublishingProject = { project: '', bare: '', colleague: '', url: (path: string) => path, serverLog: () => '' };
  test.beforeAll(({ publishing }) => {
    const { first, ...parts } = publishing;
    startOver(parts, first);
    Object.assign(setup, parts);
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
