/**
 * The source of a copy file's module: its copy as one expression, once checked. Placeholders
 * ({brand} …) become reads of lib/site.ts, so the build's environment fills them in.
 */
import path from 'node:path';

import { projectPath, readContent } from './copy-check.mjs';
import { COMPOSED_PAGES } from '../content-schema/entry-rules.mjs';
import { translationFileOf } from '../content-schema/languages.mjs';
import { SITE_PLACEHOLDERS } from '../content-schema/placeholders.mjs';

// From the project's folder, where every reader runs (copy-check.mjs says why).
const siteModule = path.join(process.cwd(), 'lib', 'site');

/**
 * A string of copy as a JavaScript expression: site placeholders become reads of lib/site.ts,
 * so the build's environment fills them in as it did in template literals.
 * @param {string} value
 */
function stringExpression(value) {
  const parts = value.split(/\{(\w+)\}/);
  return parts
    .map((/** @type {string} */ part, /** @type {number} */ index) => {
      if (index % 2 === 0) return part === '' ? null : JSON.stringify(part);
      return part in SITE_PLACEHOLDERS ? `siteConfig.${SITE_PLACEHOLDERS[/** @type {keyof typeof SITE_PLACEHOLDERS} */ (part)]}` : JSON.stringify(`{${part}}`);
    })
    .filter(Boolean)
    .join(' + ') || '""';
}

/**
 * `images` maps an image's path in the copy to what the module gives instead.
 * @param {unknown} value
 * @param {Map<unknown, string>} images
 * @returns {string}
 */
function expression(value, images) {
  if (typeof value === 'string') return stringExpression(images.get(value) ?? value);
  if (Array.isArray(value)) return `[${value.map((entry) => expression(entry, images)).join(', ')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value).map(([key, entry]) => `${JSON.stringify(key)}: ${expression(entry, images)}`).join(', ')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The module's source, as an ES module (`esm`) or CommonJS (`cjs`); `reading` as readContent takes
 * it, but its `onImage` may return what to give in place of the image's path.
 * @param {string} source
 * @param {string} file
 * @param {'esm' | 'cjs'} format
 * @param {Omit<NonNullable<Parameters<typeof readContent>[2]>, 'onImage'> & { onImage?: (image: string, value: unknown) => string | undefined }} [reading]
 */
function contentModule(source, file, format, { onImage = () => undefined, ...reading } = {}) {
  // A landing page is read and checked by its route (components/composed-pages/), a translation by
  // translations.mjs, never imported: each comes here only as the copy modules' `require`
  // (entry-copies.ts) takes in every YAML file.
  if (projectPath(file).startsWith(`${COMPOSED_PAGES.folder}/`) || translationFileOf(projectPath(file))) return format === 'esm' ? 'export default undefined;\n' : 'module.exports = { __esModule: true, default: undefined };\n';
  /** @type {Map<unknown, string>} */
  const images = new Map();
  const copy = readContent(source, file, { ...reading, onImage: (image, value) => void images.set(value, onImage(image, value) ?? String(value)) });
  const body = expression(copy, images);
  const site = JSON.stringify(path.relative(path.dirname(file), siteModule).split(path.sep).join('/').replace(/^(?!\.)/, './'));
  const usesSite = body.includes('siteConfig.');
  if (format === 'esm') return `${usesSite ? `import { siteConfig } from ${site};\n` : ''}export default ${body};\n`;
  return `${usesSite ? `const { siteConfig } = require(${site});\n` : ''}module.exports = { __esModule: true, default: ${body} };\n`;
}

export { contentModule };
