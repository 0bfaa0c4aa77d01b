/**
 * A copy file (lib/content/<name>.yaml) as a JavaScript module, checked first: a mistake stops the
 * module with its file and line, so no blank field reaches a visitor. This is the bundler's loader
 * (next.config.mjs) and Jest's transform (jest.config.mjs).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { ContentError } from './copy-check.mjs';
import { contentModule } from './module-source.mjs';
import { writeWhole } from '../write-whole.mjs';

const projectRoot = process.cwd();

/**
 * The bundler's loader. The module depends on its images too: the editor saves a new one under
 * the old name, and under `next dev` the module then gives the image's path with the file's
 * version after it (`?v=…`, which lib/images/ reads past), so it changes and the dev server
 * redraws the open pages. It depends on the copy files whose anchors its links point to, so
 * renaming an anchor checks the links again.
 *
 * Under `next dev`, a copy file that breaks (an edit by hand, a `git pull`) gives the module as it
 * last built, with the mistake in a comment so the pages redraw: every page, and the editor, stays
 * open and names the mistake (app/_editor/dev-site/copy-problems.tsx) until it is mended. The build stops.
 * @this {{ resourcePath: string, addDependency: (file: string) => void }} the loader's context, as webpack and Turbopack give it
 * @param {string} source
 */
export default function contentLoader(source) {
  const development = process.env.NODE_ENV === 'development';
  const build = () =>
    contentModule(source, this.resourcePath, 'esm', {
      onImage: (image, value) => {
        this.addDependency(image);
        if (development) return `${value}?v=${createHash('sha256').update(readFileSync(image)).digest('hex').slice(0, 8)}`;
      },
      onCopyFile: (copyFile) => void this.addDependency(copyFile),
    });
  if (!development) return build();
  const lastBuilt = path.join(projectRoot, '.next', 'cache', 'copy-last-built', `${path.basename(this.resourcePath)}.js`);
  try {
    const built = build();
    // Whole: the dev server builds the module for its server and browser layers at once, and one
    // read half written (empty) made the copy `{}` and every page a TypeError.
    writeWhole(lastBuilt, built);
    return built;
  } catch (error) {
    if (!(error instanceof ContentError) || !existsSync(lastBuilt)) throw error;
    const last = readFileSync(lastBuilt, 'utf8');
    if (!last.includes('export default')) throw error;
    return `${last}/* Not built: ${error.message.replaceAll('*/', '* /')} */\n`;
  }
};
/**
 * Jest's transform.
 * @param {string} source
 * @param {string} file
 */
contentLoader.process = (/** @type {string} */ source, /** @type {string} */ file) => ({ code: contentModule(source, file, 'cjs') });
