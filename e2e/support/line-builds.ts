// Builds the site with each Node.js line the README supports, as a user on that line would, with
// each line's binary from npm (lib/toolchain/node-lines.mjs).
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { IMAGE_CACHE } from '@/lib/images/image-files.mjs';
import { buildIn } from '@/lib/toolchain/site-builds.mjs';

import { copyProject, removeCopy } from './project-copy';

/** The Node.js lines in package.json's `engines`, e.g. `^20.9 || ^22 || ^24 || ^26`. */
export const SUPPORTED_NODE_LINES = [...(JSON.parse(readFileSync('package.json', 'utf8')).engines.node as string).matchAll(/\^(\d+)/g)].map(
  ([, major]) => Number(major),
);

export { CAN_FETCH_NODE, nodeOfLine, RUNNING_NODE_LINE } from '@/lib/toolchain/node-lines.mjs';

/** What a build keeps for the next: Turbopack's cache, and the photos made. */
const BUILD_CACHES = ['.next/cache/turbopack', IMAGE_CACHE];

export type SiteBuild = { dir: string; out: string; nginxConfig: string; headersFile: string };

/**
 * `npm run build` in a copy of the project (see copyProject), run by `node`. It starts from the
 * build caches `npm run build` left here (Turbopack's, the photos'), as a developer's next build
 * does: half the CPU, and the same bytes (deploy.spec.ts compares). Whatever Node.js line runs the
 * build, the same native compiler and encoder fill them: Node.js 20's and 22's builds made the same
 * bytes from them as cold. `settings` are the build's own (SITE_PREVIEW=true for a review's preview).
 */
export function buildSite(node: string, edit?: (dir: string) => void, settings?: Record<string, string>): SiteBuild {
  const dir = copyProject((copy) => {
    for (const cache of BUILD_CACHES.filter((each) => existsSync(each))) cpSync(cache, join(copy, cache), { recursive: true });
    edit?.(copy);
  });
  buildIn(dir, { node, settings });
  return siteBuildIn(dir);
}

/** The build `npm run build` left in a project folder. */
export const siteBuildIn = (dir: string): SiteBuild => ({
  dir,
  out: join(dir, 'out'),
  nginxConfig: join(dir, '.hosting/nginx-site.conf'),
  headersFile: join(dir, 'out/_headers'),
});

export const removeBuild = ({ dir }: SiteBuild) => removeCopy(dir);
