/**
 * Modules the pages read as they render, loaded by Node.js rather than bundled with them: the
 * schema and the readers, which take Keystatic's field code with them. Bundled, they shift the
 * framework's module numbers in the site's chunks. Through `getBuiltinModule`, which the bundler
 * does not follow as it follows an import of node:module.
 */
import { join } from 'node:path';

const { createRequire } = process.getBuiltinModule('node:module');
const load = createRequire(join(process.cwd(), 'package.json'));

/** The articles' reader (lib/content-reader/articles.cjs). */
export const articlesModule = load('./lib/content-reader/articles.cjs') as typeof import('@/lib/content-reader/articles.cjs');

/** The schema (lib/content-schema/schema.mjs). */
export const schemaModule = load('./lib/content-schema/schema.mjs') as typeof import('@/lib/content-schema/schema.mjs');
