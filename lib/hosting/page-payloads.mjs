// Each page's payload (the data React hydrates the page from) as a file named by its content,
// beside the chunks in the immutable `_next/static/`. A page can then only ever hydrate from its
// own build's data: a later deploy adds files beside it and never changes this one, so HTML from
// an earlier deploy (a CDN edge, a half-done sync, a restored tab) still finds its own.
// Next.js writes the same data to `<route>/index.txt` and `__next.*.txt`, at one URL for every
// build (vercel/next.js PR #98016 would version them upstream), and build manifests under
// `_next/static/<build ID>/`: all of them are for its client-side router, which these pages,
// linked with plain <a>, never run. They are removed rather than left to serve another build's
// data to an older page.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { BUILD_MANIFEST, ROUTER_PAYLOAD } from '../next-internals/router-files.mjs';

export const PAYLOAD_DIRECTORY = '/_next/static/payloads/';

/**
 * Writes `payload` under `out` and returns its URL: the same text always gets the same URL.
 * @param {string} out
 * @param {string} payload
 */
export function writePayload(out, payload) {
  const url = `${PAYLOAD_DIRECTORY}${createHash('sha256').update(payload, 'utf8').digest('hex').slice(0, 20)}.txt`;
  mkdirSync(join(out, PAYLOAD_DIRECTORY), { recursive: true });
  writeFileSync(join(out, url), payload);
  return url;
}

/**
 * @param {string} dir
 * @returns {number}
 */
function removeRouterPayloads(dir) {
  let removed = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== '_next') removed += removeRouterPayloads(path);
    else if (entry.isFile() && ROUTER_PAYLOAD.test(entry.name)) {
      rmSync(path);
      removed++;
    }
  }
  return removed;
}

/**
 * Removes what Next.js writes for its client-side router from `out`; returns how many files.
 * @param {string} out
 */
export function removeRouterFiles(out) {
  let removed = removeRouterPayloads(out);
  const staticDir = join(out, '_next/static');
  for (const entry of existsSync(staticDir) ? readdirSync(staticDir) : []) {
    const manifests = join(staticDir, entry);
    if (existsSync(join(manifests, BUILD_MANIFEST))) {
      removed += readdirSync(manifests).length;
      rmSync(manifests, { recursive: true });
    }
  }
  return removed;
}
