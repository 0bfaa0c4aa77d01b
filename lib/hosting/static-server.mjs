// Serves a folder the way a CDN does: clean URLs, 404.html with status 404, gzip. For out/ (or
// any folder, with --site-headers) it adds the production headers, read on every request so a
// rebuild never meets a stale CSP.
// Used by `npm start`, the e2e suite and the bench. serve-handler does the serving; this
// wrapper sends the 404 page for requests it would answer with a 400 or a 500 (traversal,
// null bytes, undecodable or over-long paths).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

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

createServer((request, response) => {
  if (!isServablePath(request.url ?? '/')) request.url = MISSING_PATH;
  compress(request, response, () => serveHandler(request, withoutFileNames(response), config()));
}).listen(port, '127.0.0.1', () => console.log(`Serving ${folder}/ on http://127.0.0.1:${port}`));
