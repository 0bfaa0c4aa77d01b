// @ts-check
/**
 * What the project relies on of `next dev` and the `next` command beyond their documented options.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';

/**
 * The dev server's own endpoints (stack frames, source maps, opening a file in an editor), which
 * read the project's files: `/__nextjs_original-stack-frames` and the like.
 */
export const DEVELOPER_ENDPOINTS = /^\/__nextjs_/;

/** The variables the dev server sets for itself (`__NEXT_PRIVATE_…`), which a build it starts must not inherit. */
export const PRIVATE_VARIABLES = '__NEXT';

/**
 * The `next` command, as a path from the project (`node_modules/next/dist/bin/next`), from the
 * package's own `bin`: started with a Node.js binary of the caller's choice, not npx's.
 */
export function nextCommand(projectRoot = process.cwd()) {
  const packageFile = createRequire(join(projectRoot, 'package.json')).resolve('next/package.json');
  const { bin } = JSON.parse(readFileSync(packageFile, 'utf8'));
  return relative(projectRoot, join(dirname(packageFile), typeof bin === 'string' ? bin : bin.next));
}
