import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every file under `dir`, as its path from there with forward slashes (`about/index.html`).
 * @param {string} dir
 * @returns {Generator<string>}
 */
export function* filesIn(dir, from = '') {
  for (const entry of readdirSync(join(dir, from), { withFileTypes: true })) {
    const path = from ? `${from}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* filesIn(dir, path);
    else yield path;
  }
}

/**
 * Every exported HTML page under `dir`.
 * @param {string} dir
 */
export function* htmlFiles(dir) {
  for (const file of filesIn(dir)) if (file.endsWith('.html')) yield join(dir, file);
}
