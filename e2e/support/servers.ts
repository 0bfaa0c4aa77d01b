// Servers a test starts for itself, on a free port, and stops as a whole.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

// Relative, not through @/: the benches load this file with Node.js alone.
import { nextCommand } from '../../lib/next-internals/dev-server.mjs';

export async function freePort() {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/**
 * A server started in its own process group, which `stop` ends as a whole (npx starts children).
 * It gets a free port as `$PORT` in its arguments and as PORT in its environment.
 */
export async function startServer(command: string, args: string[], { env = process.env, cwd }: { env?: NodeJS.ProcessEnv; cwd?: string } = {}) {
  const port = await freePort();
  const child = spawn(command, args.map((arg) => arg.replace('$PORT', String(port))), {
    env: { ...env, PORT: String(port) },
    cwd,
    detached: true,
  });
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
    port,
    /** The server's process: the first of its process group. */
    pid: child.pid!,
    log: () => log,
    /** Ends the server and everything it started; resolves once the server has exited. */
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      const signal = (name: NodeJS.Signals) => {
        try {
          process.kill(-child.pid!, name);
        } catch {
          // Already gone.
        }
      };
      signal('SIGTERM');
      const stubborn = setTimeout(() => signal('SIGKILL'), 10_000);
      await exited;
      clearTimeout(stubborn);
    },
  };
}

/** `next dev` in the project at `cwd` (a copy: see project-copy.ts), on this machine only, with `settings` (PUBLISH_FOR_REVIEW, say). */
export const startNextDev = (cwd: string, settings: Record<string, string> = {}) =>
  startServer(process.execPath, [nextCommand(cwd), 'dev', '--hostname', 'localhost', '--port', '$PORT'], {
    cwd,
    env: { ...process.env, ...settings, NEXT_TELEMETRY_DISABLED: '1' },
  });

/** nginx serving `out` with `nginxConfig`, as e2e/support/nginx.mjs does for the main build. */
export const serveWithNginx = (out: string, nginxConfig: string) =>
  startServer(process.execPath, ['e2e/support/nginx.mjs', '$PORT', out, nginxConfig]);

/**
 * Cloudflare Pages' runtime serving `out` with its `_headers`. Each on an inspector port of its
 * own: wranglers running side by side (the suite's own, deploy.spec.ts, node-lines.spec.ts) would
 * all ask for the default one, 9229; in a CI run where they did, one answered a page without its headers.
 */
export const serveWithWrangler = async (out: string) =>
  startServer('npx', ['wrangler', 'pages', 'dev', out, '--ip', '127.0.0.1', '--port', '$PORT', '--inspector-port', String(await freePort())], {
    env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
  });
