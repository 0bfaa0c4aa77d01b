import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Every problem a page meets, kept where a test can read it in any engine (see recordPageProblems). */
export type RecordedPage = Window & { pageProblems: string[] };

/**
 * Runs first in every page the engine tests load. WebDriver classic has no log or error events,
 * so the page itself keeps its uncaught errors, rejections, CSP violations and console errors.
 */
function recordPageProblems() {
  const problems: string[] = [];
  (window as unknown as RecordedPage).pageProblems = problems;
  addEventListener('error', (event) => problems.push(`uncaught: ${event.message}`));
  addEventListener('unhandledrejection', (event) => problems.push(`unhandled rejection: ${event.reason}`));
  document.addEventListener('securitypolicyviolation', (event) =>
    problems.push(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
  );
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    problems.push(`console.error: ${args.join(' ')}`);
    consoleError.apply(console, args);
  };
}

const RECORDER = `(${recordPageProblems})()`;
const CHUNK = /^\/_next\/static\/chunks\/[^/]+\.js$/;

/**
 * A fresh origin per test in front of the static server (so no test sees another's drafts):
 * pages get the problem recorder as their first script, ahead of the page's own CSP <meta> (so it
 * needs no hash and hears every violation), and script
 * chunks can be held back to act on a page before hydration, in engines that cannot intercept
 * requests themselves.
 */
export async function startEngineSite(upstream: string) {
  let released: Promise<void> = Promise.resolve();
  let release = () => {};

  const server = createServer(async (request, response) => {
    const path = request.url ?? '/';
    if (CHUNK.test(path.split('?')[0])) await released;
    const answer = await fetch(new URL(path, upstream), { redirect: 'manual' });
    const headers = new Headers(answer.headers);
    // fetch has already decoded the body.
    headers.delete('content-encoding');
    headers.delete('content-length');
    let body = Buffer.from(await answer.arrayBuffer());
    if (headers.get('content-type')?.startsWith('text/html')) {
      body = Buffer.from(body.toString('utf8').replace('<head>', `<head><script>${RECORDER}</script>`));
    }
    response.writeHead(answer.status, Object.fromEntries(headers));
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    /** From now on, script chunks wait until `releaseChunks`. */
    holdChunks() {
      released = new Promise((resolve) => (release = resolve));
    },
    releaseChunks: () => release(),
    close: () =>
      new Promise<void>((resolve) => {
        release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type EngineSite = Awaited<ReturnType<typeof startEngineSite>>;
