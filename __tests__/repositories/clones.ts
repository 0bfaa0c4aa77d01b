// Real git repositories for the tests of Publish: a marketer's clone of the project's copy, a bare
// repository as the remote the site deploys from, and a colleague's clone of it. Copy files and
// articles are changed as the editor writes them. Jest's tests (__tests__/repositories/) and the
// editor's Publish test in Playwright (e2e/editor-publish.spec.ts) share them.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { articleParts, articleSource } from '@/lib/content-reader/article-file.mjs';
import { readYaml, writeYaml } from '@/lib/content-reader/yaml.mjs';

export type Copy = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a copy file's YAML, read and changed freely

export const HOME = 'lib/content/home.yaml';
export const ABOUT = 'lib/content/about.yaml';

export const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/** The copy files as the project ships them, as the editor and the Publish view show them (placeholders such as {brand} as written). */
export const shipped = (file: string) => readYaml(readFileSync(file, 'utf8')) as Copy;

/**
 * `clone` made a git repository of its files (as the marketer's clone, committed), pushed to a bare
 * remote it tracks, with a colleague's clone of that remote; all but `clone` in `at`.
 */
export function repositoryOf(clone: string, at: string, { remote = true } = {}) {
  git(clone, 'init', '--quiet', '--initial-branch=main');
  git(clone, 'config', 'user.name', 'Marketer');
  git(clone, 'config', 'user.email', 'marketer@example.com');
  git(clone, 'add', '--all');
  git(clone, 'commit', '--quiet', '--message', 'The site');
  const bare = join(at, 'remote.git');
  const colleague = join(at, 'colleague');
  if (remote) {
    git(at, 'init', '--quiet', '--bare', '--initial-branch=main', bare);
    git(clone, 'remote', 'add', 'origin', bare);
    git(clone, 'push', '--quiet', '--set-upstream', 'origin', 'main');
    git(at, 'clone', '--quiet', bare, colleague);
    git(colleague, 'config', 'user.name', 'Colleague');
    git(colleague, 'config', 'user.email', 'colleague@example.com');
  }
  return { clone, bare, colleague };
}

const folders: string[] = [];
/** Removes every folder `clones` made. */
export const removeClones = () => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true }));

/** A marketer's clone of the project's copy and one file of code, in a folder of its own (see repositoryOf). */
export function clones({ remote = true } = {}) {
  const at = mkdtempSync(join(tmpdir(), 'publish-'));
  folders.push(at);
  const clone = join(at, 'clone');
  mkdirSync(join(clone, 'lib'), { recursive: true });
  cpSync('lib/content', join(clone, 'lib/content'), { recursive: true, filter: (path) => !/\.(ts|tsx|mjs|cjs)$/.test(path) });
  writeFileSync(join(clone, 'lib/site.ts'), 'export const site = 1;\n');
  return { at, ...repositoryOf(clone, at, { remote }) };
}

export const read = (dir: string, file: string) => readYaml(readFileSync(join(dir, file), 'utf8')) as Copy;

/** Changes a copy file as a save in the editor does (lib/content-reader/yaml.mjs, laid out as Keystatic writes it). */
export const edit = (dir: string, file: string, change: (copy: Copy) => void) => {
  const copy = read(dir, file);
  change(copy);
  writeFileSync(join(dir, file), writeYaml(copy));
};

/** A colleague's change, published: committed and pushed from their clone. */
export const colleaguePublishes = (colleague: string, file: string, change: (copy: Copy) => void) => {
  git(colleague, 'pull', '--quiet');
  edit(colleague, file, change);
  git(colleague, 'commit', '--quiet', '--all', '--message', 'A colleague’s publish');
  git(colleague, 'push', '--quiet');
};

/** A copy file as the remote's branch (the published one, main, unless named) has it. */
export const remoteCopy = (bare: string, file: string, branch = 'main') => readYaml(git(bare, 'show', `${branch}:${file}`)) as Copy;

export type Article = ReturnType<typeof articleParts>;
export const article = (dir: string, file: string) => articleParts(readFileSync(join(dir, file), 'utf8'));

/** Changes an article as a save in the editor does (its fields as Keystatic writes them, then its body). */
export const editArticle = (dir: string, file: string, change: (article: Article) => void) => {
  const parts = article(dir, file);
  change(parts);
  writeFileSync(join(dir, file), articleSource(parts.fields, parts.body));
};

export const addressOf = (file: string) => file.split('/').pop()!.replace(/\.mdoc$/, '');
