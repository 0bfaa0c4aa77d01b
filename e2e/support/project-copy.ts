import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Relative, not @/: the benches load this file with Node.js itself, which knows no path aliases.
import { linkNodeModules } from '../../lib/toolchain/site-builds.mjs';

/** What `next build` and `next dev` read; the rest of the repository (tests, benches) plays no part. */
const SITE_INPUTS = ['app', 'components', 'lib', 'public', 'next.config.mjs', 'tsconfig.json', 'postcss.config.mjs', 'package.json'];

/**
 * A throwaway copy of the project to build or serve, so a test can edit its copy freely. `edit`
 * may change it first. It has this checkout's node_modules (see linkNodeModules).
 */
export function copyProject(edit?: (dir: string) => void) {
  const dir = mkdtempSync(join(tmpdir(), 'site-copy-'));
  // public/ holds nothing today, and git keeps no empty folder.
  for (const input of SITE_INPUTS.filter((input) => existsSync(input))) cpSync(input, join(dir, input), { recursive: true });
  linkNodeModules(dir);
  edit?.(dir);
  return dir;
}

/** Removes a copy; a server that just stopped may still be finishing its writes into it. */
export const removeCopy = (dir: string) => rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
