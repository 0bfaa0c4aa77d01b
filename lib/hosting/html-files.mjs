import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every exported HTML page under `dir`. */
export function* htmlFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}
