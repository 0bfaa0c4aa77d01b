// Serves out/ the way a CDN does, with the production headers: clean URLs, 404.html with status
// 404, gzip. Used by `npm start` and the e2e suite. serve-handler does the serving; this wrapper
// sends the 404 page for requests it would answer with a 400 or a 500 (traversal, null bytes,
// undecodable or over-long paths).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

import compression from 'compression';
import serveHandler from 'serve-handler';

const port = Number(process.argv[2] ?? 3000);
const config = { public: 'out', ...JSON.parse(readFileSync('.hosting/serve.json', 'utf8')) };
const compress = compression();

/** Longest path segment a Linux file name allows; longer ones can only be a 404. */
const MAX_SEGMENT_BYTES = 255;
const MISSING_PATH = '/__no-such-file__';

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

createServer((request, response) => {
  if (!isServablePath(request.url)) request.url = MISSING_PATH;
  compress(request, response, () => serveHandler(request, response, config));
}).listen(port, '127.0.0.1', () => console.log(`Serving out/ on http://127.0.0.1:${port}`));
