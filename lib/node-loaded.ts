/**
 * Modules the pages read as they render, loaded by Node.js rather than bundled with them: the
 * schema and the readers, which take Keystatic's field code with them. Bundled, they shift the
 * framework's module numbers in the site's chunks (lib/next-internals/bundler.mjs).
 */
import { loadByNode } from '@/lib/next-internals/bundler.mjs';

/** The articles' reader (lib/content-reader/articles.mjs). */
export const articlesModule = loadByNode('./lib/content-reader/articles.mjs') as typeof import('@/lib/content-reader/articles.mjs');

/** The schema (lib/content-schema/schema.mjs). */
export const schemaModule = loadByNode('./lib/content-schema/schema.mjs') as typeof import('@/lib/content-schema/schema.mjs');
