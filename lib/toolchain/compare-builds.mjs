// Whether a change of code changed what visitors get: builds the site at two commits, each in a
// folder of its own with this checkout's node_modules, and compares their out/ file by file, CSP
// hashes, host files and payloads included. For a refactor, which should change no byte.
//   npm run compare-builds -- <before> [<after>, HEAD if not named]
// Prints each file added, removed or changed, and exits with 1 if there is one.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { filesIn } from '../hosting/html-files.mjs';
import { buildIn, differentFiles, linkNodeModules } from './site-builds.mjs';

/**
 * out/ of `npm run build` at `commit`, in a temporary folder; `node_modules` hard-linked from here.
 * @param {string} commit
 */
function buildAt(commit) {
  const dir = mkdtempSync(join(tmpdir(), `build-${commit.replace(/\W/g, '-')}-`));
  execFileSync('sh', ['-c', `git archive "$1" | tar -x -C "$2"`, 'archive', commit, dir], { stdio: 'inherit' });
  linkNodeModules(dir);
  buildIn(dir, { showErrors: true });
  return dir;
}

const [before, after = 'HEAD'] = process.argv.slice(2);
if (!before) throw new Error('Name the commit to compare with: npm run compare-builds -- <before> [<after>]');
const commits = [before, after].map((name) => execFileSync('git', ['rev-parse', '--short', `${name}^{commit}`], { encoding: 'utf8' }).trim());
const dirs = commits.map((commit) => (console.log(`Building ${commit} …`), buildAt(commit)));
try {
  const [outBefore, outAfter] = dirs.map((dir) => join(dir, 'out'));
  const differences = differentFiles(outBefore, outAfter).map(
    (file) => `${!existsSync(join(outAfter, file)) ? 'removed' : !existsSync(join(outBefore, file)) ? 'added:  ' : 'changed'}: ${file}`,
  );
  console.log(differences.join('\n'));
  const [countBefore, countAfter] = [outBefore, outAfter].map((out) => [...filesIn(out)].length);
  console.log(`${commits.join(' → ')}: ${countBefore} files before, ${countAfter} after, ${differences.length} different`);
  process.exitCode = differences.length > 0 ? 1 : 0;
} finally {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
