// Where the images the build makes from card photos and drawings are kept, and where pages find
// them: named by their source's content and the encoder's settings, so a URL never changes what
// it serves (cached for a year like every file under /_next/static/) and a rebuild with no new
// photo encodes nothing. Read by lib/images/card-images.ts as pages render, by the dev server's
// route for them (app/dev-images/), and after the export (lib/hosting/after-build.mjs).
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Kept across builds, beside Next.js's own cache. */
export const IMAGE_CACHE = join('.next', 'cache', 'images');

/**
 * Photos and drawings a marketer has chosen in the editor and not saved yet, by their git blob
 * SHA, for the live preview to draw (under `next dev` only). A card's image path in the copy
 * names one as `images/home/…/src.jpg?unsaved=<sha>`.
 */
export const UNSAVED_IMAGES = join('.next', 'cache', 'unsaved-images');

/**
 * Where a page asks for a made image: from the export's own files, or, under `next dev`, from app/dev-images/.
 * @param {string} name
 */
export const imageUrl = (name, development = process.env.NODE_ENV === 'development') =>
  development ? `/dev-images?name=${name}` : `/_next/static/images/${name}`;

const EXPORTED_IMAGE = /\/_next\/static\/images\/([\w.-]+)/g;

/**
 * Copies into `out` every made image that a page of `pages` (HTML files) names; returns how many.
 * @param {string} out
 * @param {string[]} pages
 */
export function copyImagesOfPages(out, pages) {
  const names = new Set(pages.flatMap((page) => [...readFileSync(page, 'utf8').matchAll(EXPORTED_IMAGE)].map(([, name]) => name)));
  mkdirSync(join(out, '_next', 'static', 'images'), { recursive: true });
  for (const name of names) {
    const made = join(IMAGE_CACHE, name);
    if (!existsSync(made)) throw new Error(`A page names ${name}, which the build did not make (${IMAGE_CACHE} was emptied mid-build?)`);
    copyFileSync(made, join(out, '_next', 'static', 'images', name));
  }
  return names.size;
}
