// Serves a folder the way a CDN does: clean URLs, the nearest 404.html with status 404, gzip. For out/ (or
// any folder, with --site-headers) it adds the production headers, read on every request so a
// rebuild never meets a stale CSP.
// Used by `npm start`, the e2e suite and the bench. serve-handler does the serving; this
// wrapper sends the 404 page for requests it would answer with a 400 or a 500 (traversal,
// null bytes, undecodable or over-long paths).
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { lstat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';

import compression from 'compression';
import serveHandler from 'serve-handler';

const port = Number(process.argv[2] ?? 3000);
const folder = process.argv[3] ?? 'out';
const compress = compression();

// The site's headers go with out/; another folder (a bench reference) is served bare unless
// `--site-headers` asks for them.
const siteHeaders = folder === 'out' || process.argv.includes('--site-headers');
const config = () =>
  siteHeaders
    ? { public: folder, ...JSON.parse(readFileSync('.hosting/serve.json', 'utf8')) }
    : { public: folder, directoryListing: false };

/** Longest path segment a Linux file name allows; longer ones can only be a 404. */
const MAX_SEGMENT_BYTES = 255;
const MISSING_PATH = '/__no-such-file__';

/** @param {string} url */
function isServablePath(url) {
  let path;
  try {
    path = decodeURIComponent(url.split('?')[0]);
  } catch {
    return false;
  }
  const segments = path.split(/[\\/]/);
  return (
    !path.includes('\0') &&
    !segments.includes('..') &&
    segments.every((segment) => Buffer.byteLength(segment) <= MAX_SEGMENT_BYTES)
  );
}

/**
 * serve-handler names every file it sends (`Content-Disposition: inline; filename=…`), which no CDN
 * does for a page or an asset: about 50 bytes a response that the benches would count.
 * @param {import('node:http').ServerResponse} response
 */
function withoutFileNames(response) {
  const writeHead = response.writeHead.bind(response);
  /** @type {(status: number, ...rest: any[]) => import('node:http').ServerResponse} */
  const withoutName = (status, ...rest) => {
    // The headers, when given, are writeHead's last argument.
    const headers = rest.at(-1);
    if (headers && typeof headers === 'object') delete headers['Content-Disposition'];
    return writeHead(status, ...rest);
  };
  response.writeHead = withoutName;
  return response;
}

/**
 * The not-found page for an address, as Cloudflare Pages picks it: the 404.html nearest it, a
 * translation's (/de/404.html) for an address under /de/. serve-handler reads the folder's own
 * 404.html; these file methods give it the nearer one in its place.
 * @param {string} url
 */
function nearestNotFoundPage(url) {
  const folders = url.split('?')[0].split('/').slice(1, -1);
  const nearest = folders.map((_, index) => join(folder, ...folders.slice(0, folders.length - index), '404.html')).find((page) => existsSync(page));
  if (!nearest) return {};
  const own = resolve(folder, '404.html');
  const instead = (/** @type {string} */ path) => (path === own ? resolve(nearest) : path);
  return {
    lstat: (/** @type {string} */ path) => lstat(instead(path)),
    // All of serve-handler's arguments are passed on, as its README asks.
    createReadStream: (/** @type {string} */ path, /** @type {any} */ options) => createReadStream(instead(path), options),
  };
}

createServer((request, response) => {
  if (!isServablePath(request.url ?? '/')) request.url = MISSING_PATH;
  const url = request.url ?? '/';
  compress(request, response, () => serveHandler(request, withoutFileNames(response), config(), nearestNotFoundPage(url)));
}).listen(port, '127.0.0.1', () => console.log(`Serving ${folder}/ on http://127.0.0.1:${port}`));
