// @ts-check
/**
 * A `require` the bundler does not follow: a module loaded through it is read by Node.js as the
 * page renders, never bundled with the page. Turbopack follows `import` and `require` of
 * node:module, and leaves `process.getBuiltinModule` alone.
 */
import { join } from 'node:path';

const { createRequire } = process.getBuiltinModule('node:module');

/** Loads a module of the project by its path from the project's root (`./lib/…`). */
export const loadByNode = createRequire(join(process.cwd(), 'package.json'));
