/**
 * Writes a file whole or not at all: beside its place, then renamed into it, so that a reader
 * never sees it half written. Two builds, pages or layers of the dev server may write the same
 * file at once (the image cache, the copy's last build, the preview's unsaved images).
 * CommonJS, so the copy's loader (lib/content-reader/content-module.mjs) can require it.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';

/**
 * @param {string} file
 * @param {string | NodeJS.ArrayBufferView} contents
 */
function writeWhole(file, contents) {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.${threadId}.part`;
  writeFileSync(partial, contents);
  renameSync(partial, file);
}

export { writeWhole };
