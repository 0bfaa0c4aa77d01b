// `npm run budget`: the deterministic byte budget that gates CI. For each exported page it adds
// up what a first visit downloads (gzip -9 of the HTML with its inline stylesheet, the payload
// and every script it loads, plus any external stylesheet and preloaded font, and the image of
// the first screen as a phone fetches it) and fails when anything exceeds bench/budget.json. The
// HTML and the payload are counted without their copy (page-frame.mjs): the limits hold the code
// to its bytes, and no copy the editor accepts fails them. Their sizes with the copy are listed too.
// The HTML limit keeps the frame, with room for a first screen's words, to one round trip.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { readYaml } from '../lib/content-reader/yaml.mjs';
import { COMPOSED_PAGES } from '../lib/content-schema/entry-rules.mjs';
import { afterPaintPayload, afterPaintSources } from '../lib/hosting/after-paint-loader.mjs';

import { pageFrame } from './page-frame.mjs';

const budget = JSON.parse(readFileSync(join(import.meta.dirname, 'budget.json'), 'utf8'));
/** The export to check: `out/`, or the folder given (another build's, as the tests and benches make). */
const OUT = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'out';
/** `--json`: every page's row as JSON, for a test to compare pages by, instead of the table. */
const asJson = process.argv.includes('--json');
/** The pages composed in the editor, as the project beside the export has them (lib/content/pages/<address>.yaml): their limits are budget.json's `composedPages`. */
const composedFolder = join(OUT, '..', COMPOSED_PAGES.folder);
const composedPages = new Set(
  (existsSync(composedFolder) ? readdirSync(composedFolder) : []).filter((name) => name.endsWith(COMPOSED_PAGES.extension)).map((name) => `/${name.slice(0, -COMPOSED_PAGES.extension.length)}/`),
);
/**
 * Every page below `folder` of the export: each folder's index.html, but Next.js's own (`_next`,
 * `_not-found`) and 404/, the 404 page again.
 */
const pagesBelow = (folder) =>
  readdirSync(join(OUT, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && `${folder}${entry.name}` !== '404')
    .flatMap((entry) => {
      const path = `${folder}${entry.name}/`;
      return [...(existsSync(join(OUT, path, 'index.html')) ? [[`/${path}`, `${path}index.html`]] : []), ...pagesBelow(path)];
    });
/** A page of the header's kind (/about/), or the 404 page, rather than one below a page (an article, a page of an index). */
const isSitePage = (page) => page === '404' || page.split('/').length <= 3;
/** Each translation's 404 page: <code>/404.html. */
const translatedNotFoundPages = readdirSync(OUT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(OUT, entry.name, '404.html')))
  .map(({ name }) => [`/${name}/404.html`, `${name}/404.html`]);
const pages = [
  ['/', 'index.html'],
  ['404', '404.html'],
  ...translatedNotFoundPages,
  ...pagesBelow('').toSorted(([a], [b]) => Number(!isSitePage(a)) - Number(!isSitePage(b))),
];

/**
 * The copy a page hands its scripts without showing it: the mail's notices and labels
 * (lib/content/mail.yaml, and each translation's), which the contact form and a demo link show after a send.
 */
const mailFiles = [join(OUT, '..', 'lib/content/mail.yaml'), ...(existsSync(join(OUT, '..', 'lib/content')) ? readdirSync(join(OUT, '..', 'lib/content')).map((name) => join(OUT, '..', 'lib/content', name, 'mail.yaml')) : [])];
const textsOf = (value) => (typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(textsOf) : []);
const unseenCopy = mailFiles.filter((file) => existsSync(file)).flatMap((file) => textsOf(readYaml(readFileSync(file, 'utf8'))));

/** The phone the first screen's image is counted for: 375 CSS px wide at 2× (most phones sold). */
const PHONE = { width: 375, pixelRatio: 2 };

const gzip = (buffer) => gzipSync(buffer, { level: 9 }).length;
const file = (url) => readFileSync(join(OUT, url.split('?')[0]));
const unique = (html, pattern) => [...new Set([...html.matchAll(pattern)].map(([, url]) => url))];

/** How wide `sizes` lays an image out at `width`: the forms lib/images writes, `(min-width: Npx) L` and `calc(Avw - Bpx)`. */
function slotWidth(sizes, width) {
  for (const entry of sizes.split(/,\s*(?![^()]*\))/)) {
    const [, minWidth, length] = entry.trim().match(/^(?:\(min-width:\s*(\d+)px\)\s*)?(.+)$/);
    if (minWidth && width < Number(minWidth)) continue;
    const calc = length.match(/^calc\((\d+)vw\s*-\s*(\d+)px\)$/);
    return calc ? (width * Number(calc[1])) / 100 - Number(calc[2]) : Number.parseFloat(length);
  }
  throw new Error(`sizes "${sizes}" has no length for a ${width}px window`);
}

/** The file a phone fetches for the first screen's picture (the one fetched first, at high priority), if a page has one. */
function firstScreenImage(html) {
  const picture = [...html.matchAll(/<picture>([\s\S]*?)<\/picture>/g)].map(([, inner]) => inner).find((inner) => /fetchpriority="high"/.test(inner));
  const source = picture?.match(/<source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"/);
  if (!source) return undefined;
  const candidates = source[1].split(', ').map((candidate) => candidate.split(' ')).map(([url, w]) => ({ url, width: Number.parseInt(w, 10) }));
  const wanted = slotWidth(source[2], PHONE.width) * PHONE.pixelRatio;
  return (candidates.find(({ width }) => width >= wanted) ?? candidates.at(-1)).url;
}

let failed = false;
const rows = pages.map(([page, path]) => {
  const html = readFileSync(join(OUT, path), 'utf8');
  // The noModule polyfill is never fetched by browsers that run modules. The framework's chunks
  // are started by the inline loader of lib/hosting/paint-before-hydration.mjs.
  const scripts = [...new Set([...unique(html, /<script(?![^>]*noModule)[^>]*\ssrc="([^"]+)"/g), ...afterPaintSources(html)])];
  // A disabled stylesheet link is never fetched: its CSS is inline.
  const styles = unique(html, /<link[^>]*rel="stylesheet"(?![^>]*disabled)[^>]*href="([^"]+)"/g);
  const payloadUrl = afterPaintPayload(html);
  const payload = payloadUrl ? file(payloadUrl).toString() : undefined;
  const frame = pageFrame(html, payload, unseenCopy);
  const fonts = unique(html, /<link[^>]*rel="preload"[^>]*href="([^"]+\.woff2)"/g);
  const image = firstScreenImage(html);
  const sizes = {
    html: gzip(Buffer.from(frame.html)),
    css: styles.reduce((sum, url) => sum + gzip(file(url)), 0),
    js: scripts.reduce((sum, url) => sum + gzip(file(url)), 0),
    payload: payload ? gzip(Buffer.from(frame.payload)) : 0,
    font: fonts.reduce((sum, url) => sum + file(url).length, 0),
    // As shipped: an image is compressed already. It has its limit of its own, outside the total.
    image: image ? file(image).length : 0,
  };
  sizes.total = sizes.html + sizes.css + sizes.js + sizes.payload + sizes.font;
  const limits = composedPages.has(page) ? { ...budget.bytes, ...budget.composedPages.bytes } : budget.bytes;
  const over = Object.entries(limits)
    .filter(([kind, limit]) => sizes[kind] > limit)
    .map(([kind, limit]) => `${kind} ${sizes[kind]} > ${limit}`);
  failed ||= over.length > 0;
  const withCopy = { 'html with copy': gzip(Buffer.from(html)), 'payload with copy': payload ? gzip(Buffer.from(payload)) : 0 };
  return { page, scripts: scripts.length, ...sizes, ...withCopy, over: over.join(', ') || 'ok' };
});

// Hundreds of articles make a long table: the site's pages, then only those over or the largest of the pages below them.
const [fixed, below] = [rows.filter((row) => isSitePage(row.page)), rows.filter((row) => !isSitePage(row.page))];
const largest = below.toSorted((a, b) => b.total - a.total)[0];
if (asJson) console.log(JSON.stringify(rows));
else {
  console.table([...fixed, ...below.filter((row) => row.over !== 'ok' || row === largest)]);
  console.log(`${below.length} more pages below them (articles, pages of an index, moved addresses) checked`);
}
if (failed) {
  console.error('Byte budget exceeded: trim the page, or raise the limit in bench/budget.json with a reason.');
  process.exit(1);
}
