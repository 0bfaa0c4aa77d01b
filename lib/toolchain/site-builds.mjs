// Building the site in a folder of its own, and comparing two builds: what the build tests
// (e2e/support/project-copy.ts, node-lines.ts, e2e/deploy.spec.ts) and `npm run compare-builds` share.
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { filesIn } from '../hosting/html-files.mjs';
import { nextCommand } from '../next-internals/dev-server.mjs';

/**
 * Gives `dir` this checkout's node_modules: hard-linked where the file system allows it (a second
 * or so, against a 1 GB copy), else copied.
 * @param {string} dir
 */
export function linkNodeModules(dir) {
  try {
    execFileSync('cp', ['-al', 'node_modules', join(dir, 'node_modules')]);
  } catch {
    cpSync('node_modules', join(dir, 'node_modules'), { recursive: true, verbatimSymlinks: true });
  }
}

/**
 * `npm run build` in `dir` (next build, then after-build.mjs), run by the Node.js binary `node`;
 * the build's errors go to this process's stderr, or are only in the error thrown.
 * @param {string} dir
 * @param {{ node?: string, showErrors?: boolean, settings?: Record<string, string> }} [options] settings: the build's own, as SITE_PREVIEW
 */
export function buildIn(dir, { node = process.execPath, showErrors = false, settings = {} } = {}) {
  const env = { ...process.env, ...settings, NEXT_TELEMETRY_DISABLED: '1', PATH: `${dirname(node)}:${process.env.PATH}` };
  for (const step of [[nextCommand(dir), 'build'], ['lib/hosting/after-build.mjs']]) {
    execFileSync(node, step, { cwd: dir, env, stdio: showErrors ? ['ignore', 'ignore', 'inherit'] : 'pipe' });
  }
}

/**
 * The files that differ between two folders, or are in one only, sorted.
 * @param {string} before
 * @param {string} after
 */
export function differentFiles(before, after) {
  const [old, now] = [before, after].map((dir) => new Set(filesIn(dir)));
  return [...new Set([...old, ...now])]
    .filter((file) => !old.has(file) || !now.has(file) || !readFileSync(join(before, file)).equals(readFileSync(join(after, file))))
    .sort();
}
