/**
 * A card's image as a page shows it. A photo becomes AVIF and WebP at each width a card is laid
 * out at (sharp, with fixed settings: the same photo always makes the same bytes), cropped to the
 * card's 8:5 (an image in an article's body keeps its own shape: a chart is not cut) and stripped
 * of its metadata (sharp writes none unless asked: no GPS position, camera or owner ships), with
 * its colours in a few squares to show while it loads. A drawing is its SVG. Made as pages render, kept in the image cache by the source's content
 * (image-files.mjs), so a rebuild encodes only new photos.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import sharp, { type AvifOptions, type Sharp, type WebpOptions } from 'sharp';

import { writeWhole } from '../write-whole.mjs';

import { IMAGE_CACHE, imageUrl, UNSAVED_IMAGES } from './image-files.mjs';
import { illustrationProblem } from './image-problems';

/** Cards show their image at 8:5; a drawing is drawn at 480 × 300. */
const CARD_IMAGE_SIZE = { width: 480, height: 300 } as const;
const ASPECT = CARD_IMAGE_SIZE.width / CARD_IMAGE_SIZE.height;

/**
 * The widths a photo is made at: a card is 254px wide in four columns on a wide screen, 532px in
 * two, and up to 599px alone on a phone (components/cards/card-image-sizes.ts); 1080 covers two columns at 2× and a phone at 3×.
 */
export const PHOTO_WIDTHS = [320, 480, 640, 800, 1080];

type Format = { extension: 'avif'; type: 'image/avif'; avif: AvifOptions & { quality: number } } | { extension: 'webp'; type: 'image/webp'; webp: WebpOptions };

/**
 * What a photo is made into. For the export: AVIF, else WebP (browsers take the first source they
 * can show; every browser the site supports shows WebP), at each width. Under `next dev`: one
 * WebP made quickly, so that a photo saved in the editor shows on the open pages within seconds
 * (a 12-megapixel photo took 28 s at every width and format); the build makes the rest.
 */
const RENDITIONS: { widths: number[]; formats: Format[] } =
  process.env.NODE_ENV === 'development'
    ? { widths: [800], formats: [{ extension: 'webp', type: 'image/webp', webp: { quality: 75, effort: 0 } }] }
    : {
        widths: PHOTO_WIDTHS,
        formats: [
          { extension: 'avif', type: 'image/avif', avif: { quality: 50, effort: 4 } },
          { extension: 'webp', type: 'image/webp', webp: { quality: 75, effort: 4 } },
        ],
      };

/**
 * An AVIF's most bytes a pixel: 60 kB at 800 × 500, the first screen's photo as a phone fetches it
 * (bench/budget.json). A photo full of fine detail (gravel, leaves, a crowd) is made a step lower in
 * quality until it fits, down to quality 20, rather than costing a phone twice the bytes.
 */
const AVIF_BYTES_PER_PIXEL = 0.15;
const AVIF_LOWEST_QUALITY = 20;

/** The squares of colour shown while a photo loads: columns × rows. */
const PLACEHOLDER_GRID = { columns: 5, rows: 3 };

/** Everything that decides the bytes made: part of each made file's name. */
const SETTINGS = JSON.stringify({ sharp: sharp.versions.sharp, RENDITIONS, AVIF_BYTES_PER_PIXEL, AVIF_LOWEST_QUALITY, PLACEHOLDER_GRID, crop: 'centre' });

/** A card's 8:5 (a photo cropped about its centre), or the image's own shape, whole. */
export type ImageShape = 'card' | 'own';

/**
 * Under `next dev` the copy gives an image's path with its version after it (`?v=…`:
 * content-module.mjs), and the live preview an image not yet saved with its git blob SHA (`?unsaved=…`).
 */
const sourcePath = (src: string) => src.split('?')[0];

/** The bytes of a card's image: its file beside the copy, or the one the editor holds unsaved. */
function sourceBytes(src: string) {
  const unsaved = new URLSearchParams(src.split('?')[1]).get('unsaved');
  if (unsaved !== null && !/^[0-9a-f]{40}$/.test(unsaved)) throw new Error(`${src} names no unsaved image`);
  return readFileSync(unsaved ? join(process.cwd(), UNSAVED_IMAGES, unsaved) : join(process.cwd(), 'lib', 'content', sourcePath(src)));
}

/** Whether a card's image is a drawing (SVG), drawn as it is, rather than a photo. */
export const isDrawing = (src: string) => sourcePath(src).endsWith('.svg');
const contentKey = (bytes: Buffer, settings = '') => createHash('sha256').update(bytes).update(settings).digest('hex').slice(0, 20);

/** Kept in the image cache, written whole: two builds (or pages) may make the same file at once. */
const keep = (name: string, bytes: Buffer | string) => writeWhole(join(IMAGE_CACHE, name), bytes);

/** A drawing's SVG, as the page's policy allows it (image-problems.ts): the build stops on one it would block. */
function drawingSvg(src: string) {
  const svg = sourceBytes(src).toString('utf8');
  const problem = illustrationProblem(svg);
  if (problem) throw new Error(`lib/content/${sourcePath(src)} ${problem}`);
  return svg;
}

/**
 * A drawing written into the page paints with its first frame, but its bytes come before the rest
 * of the page: one written in is at most this size (gzip -9; the site's own are 0.5–0.7 kB), and a
 * larger one is fetched as a file, so the page's first round trip stays the page's.
 */
const INLINE_DRAWING_BYTES = 2_048;

/**
 * A drawing as a page shows it: on the first screen and small, its SVG (`svg`) to write into the
 * page; else a file of its own (`url`) with its size, at the card's 8:5 or, in its own shape, as
 * sharp reads it from the SVG.
 */
export async function cardDrawing(src: string, shape: ImageShape, firstScreen: boolean): Promise<{ svg: string } | DrawingFile> {
  const svg = drawingSvg(src);
  if (firstScreen && gzipSync(svg, { level: 9 }).length <= INLINE_DRAWING_BYTES) return { svg };
  const bytes = Buffer.from(svg);
  const name = `${contentKey(bytes)}.svg`;
  if (!existsSync(join(IMAGE_CACHE, name))) keep(name, bytes);
  const { width = CARD_IMAGE_SIZE.width, height = CARD_IMAGE_SIZE.height } = shape === 'card' ? CARD_IMAGE_SIZE : await sharp(bytes).metadata();
  return { url: imageUrl(name), width, height };
}

/** A drawing as a file of its own: its URL, and its width and height. */
export type DrawingFile = { url: string; width: number; height: number };

type MadePhoto = { widths: number[]; height: number; placeholder: string[] };

/** A photo as a card (or an article's body) shows it: its sources for <picture>, intrinsic size and placeholder colours. */
export async function cardPhoto(src: string, shape: ImageShape = 'card') {
  const source = sourceBytes(src);
  const key = contentKey(source, `${SETTINGS}${shape}`);
  const record = join(IMAGE_CACHE, `${key}.json`);
  const made: MadePhoto = existsSync(record) ? JSON.parse(readFileSync(record, 'utf8')) : await makePhoto(source, key, shape);
  const largest = made.widths.at(-1)!;
  const file = (width: number, extension: string) => imageUrl(`${key}-${width}.${extension}`);
  return {
    width: largest,
    height: made.height,
    placeholder: { ...PLACEHOLDER_GRID, colours: made.placeholder },
    sources: RENDITIONS.formats.map(({ type, extension }) => ({ type, srcSet: made.widths.map((width) => `${file(width, extension)} ${width}w`).join(', ') })),
    /** For a browser that reads neither <source>: the WebP nearest a phone's column at 2×. */
    src: file(made.widths.find((width) => width >= 640) ?? largest, 'webp'),
  };
}

/** A rendition in `format`; an AVIF within its bytes a pixel, a step lower in quality at a time. */
async function encode(resized: Sharp, format: Format, pixels: number) {
  if (!('avif' in format)) return resized.webp(format.webp).toBuffer();
  for (let quality = format.avif.quality; ; quality -= 10) {
    const encoded = await resized.clone().avif({ ...format.avif, quality }).toBuffer();
    if (encoded.length <= pixels * AVIF_BYTES_PER_PIXEL || quality - 10 < AVIF_LOWEST_QUALITY) return encoded;
  }
}

async function makePhoto(source: Buffer, key: string, shape: ImageShape): Promise<MadePhoto> {
  // Upright as the camera held it (EXIF orientation), then cropped to 8:5 about its centre, or whole.
  const oriented = () => sharp(source).rotate();
  const { width, height, orientation = 1 } = await sharp(source).metadata();
  const [uprightWidth, uprightHeight] = orientation >= 5 ? [height, width] : [width, height];
  const aspect = shape === 'card' ? ASPECT : uprightWidth / uprightHeight;
  const cropWidth = Math.min(uprightWidth, Math.floor(uprightHeight * aspect));
  const widths = RENDITIONS.widths.filter((width) => width <= cropWidth);
  if (widths.length === 0) widths.push(cropWidth);
  for (const madeWidth of widths) {
    for (const format of RENDITIONS.formats) {
      const madeHeight = Math.round(madeWidth / aspect);
      const resized = oriented().resize(madeWidth, madeHeight, { fit: 'cover', position: 'centre' });
      keep(`${key}-${madeWidth}.${format.extension}`, await encode(resized, format, madeWidth * madeHeight));
    }
  }
  const { columns, rows } = PLACEHOLDER_GRID;
  const pixels = await oriented().resize(columns, rows, { fit: shape === 'card' ? 'cover' : 'fill' }).removeAlpha().raw().toBuffer();
  const placeholder = Array.from({ length: columns * rows }, (_, index) => `#${pixels.subarray(index * 3, index * 3 + 3).toString('hex')}`);
  const made = { widths, height: Math.round(widths.at(-1)! / aspect), placeholder };
  keep(`${key}.json`, JSON.stringify(made));
  return made;
}
