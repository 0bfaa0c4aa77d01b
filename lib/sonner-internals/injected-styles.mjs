// @ts-check
/**
 * The stylesheet sonner (the toasts) puts into the page as it first shows a toast: it appends an
 * empty <style>, then fills it with the text its build passes to `__insertCSS`. The page's policy
 * must allow both states by hash, and sonner has no option to ship the stylesheet as a file.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The text sonner's build inserts, read from its installed ES module. */
export function sonnerStylesheet() {
  const source = readFileSync(createRequire(import.meta.url).resolve('sonner').replace(/index\.js$/, 'index.mjs'), 'utf8');
  const literal = source.match(/__insertCSS\(("(?:[^"\\]|\\.)*")\)/);
  if (!literal) throw new Error('sonner no longer injects its CSS with __insertCSS: update lib/sonner-internals/');
  return /** @type {string} */ (JSON.parse(literal[1]));
}

/** Both states of sonner's <style>: empty, then filled. */
export const sonnerStyles = () => ['', sonnerStylesheet()];
