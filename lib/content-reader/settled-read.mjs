import { readFileSync } from 'node:fs';

/** How long a read waits for a file being replaced, and how often it looks again, in ms. */
const SETTLE = { within: 500, every: 20 };
const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * A file's text, read while git may be replacing it. A `git pull`, or Publish's merge under the dev
 * server, replaces a file by deleting it and writing it anew: a read in between waits for it
 * (synchronously, as the bundler's loader reads), and a file still missing after half a second is missing.
 * @param {string} file
 */
export function readSettledFile(file) {
  for (let waited = 0; ; waited += SETTLE.every) {
    try {
      return readFileSync(file, 'utf8');
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT' || waited >= SETTLE.within) throw error;
      Atomics.wait(pause, 0, 0, SETTLE.every);
    }
  }
}
