// After the build, every page as exported: each link, image, share URL, chunk and payload it names
// resolves to a file of out/, each #fragment to an id of the page it points to, no id appears
// twice on a page, and every link is a site path, #fragment, https:, http:, mailto: or tel:.
// The copy's own links are checked earlier, field by field (lib/content-reader/link-graph.mjs); this
// sees what only the HTML knows: the ids and links the components add.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

import { afterPaintPayload, afterPaintSources } from './after-paint-loader.mjs';
import { htmlFiles } from './html-files.mjs';

const EXTERNAL_LINK = /^(https?:\/\/|mailto:|tel:)/;

/**
 * @param {string} html
 * @param {RegExp} pattern
 */
const attributeValues = (html, pattern) => [...html.matchAll(pattern)].map(([, value]) => value.replaceAll('&amp;', '&'));

/** A URL's path as a file name; one with a malformed escape (%zz) names no file. */
const decoded = (/** @type {string} */ url) => {
  try {
    return decodeURIComponent(url);
  } catch {
    return '\0';
  }
};

/** The site path a page's file is served at: `about/index.html` is /about/. */
const pathOf = (/** @type {string} */ out, /** @type {string} */ file) => `/${relative(out, file).split('\\').join('/')}`.replace(/index\.html$/, '');

/**
 * Each reference of the exported pages in `out` that leads nowhere, and each id a page holds
 * twice, one line each (`out/index.html: …`). `describeId` may say where an id comes from.
 * @param {string} out
 * @param {(path: string, id: string) => string | undefined} [describeId]
 */
export function siteLinkProblems(out, describeId = () => undefined) {
  const pages = [...htmlFiles(out)].map((file) => {
    const html = readFileSync(file, 'utf8');
    return { file, path: pathOf(out, file), html, ids: attributeValues(html, /\sid="([^"]+)"/g) };
  });
  const idsAt = new Map(pages.map(({ path, ids }) => [path, new Set(ids)]));
  const isFile = (/** @type {string} */ path) => [join(out, path), join(out, path, 'index.html')].some((file) => existsSync(file) && statSync(file).isFile());
  // Our own absolute URLs (canonical links, share images) name files of the site too.
  const origin = pages.map(({ html }) => html.match(/<link rel="canonical" href="(https?:\/\/[^/"]+)/)?.[1]).find(Boolean);

  /** @type {string[]} */
  const problems = [];
  for (const { file, path, html, ids } of pages) {
    const report = (/** @type {string} */ message) => problems.push(`${file}: ${message}`);
    const seen = new Set();
    for (const id of ids) {
      if (seen.has(id)) report(`id "${id}" appears more than once${describeId(path, id) ? `; ${describeId(path, id)} gives it` : ''}`);
      seen.add(id);
    }
    const links = attributeValues(html, /<a\s[^>]*?href="([^"]*)"/g);
    const resources = [
      ...attributeValues(html, /\ssrc="([^"]+)"/g),
      // Each candidate of a srcset (a picture's sources, a preload's imagesrcset): `url 480w, url 800w`.
      ...attributeValues(html, /\s(?:image)?srcset="([^"]+)"/gi).flatMap((candidates) => candidates.split(',').map((candidate) => candidate.trim().split(/\s+/)[0])),
      ...attributeValues(html, /<link\s[^>]*?href="([^"]+)"/g),
      ...attributeValues(html, /<meta[^>]+content="(https?:\/\/[^"]+)"/g),
      ...afterPaintSources(html),
      ...[afterPaintPayload(html)].filter((payload) => payload !== undefined),
    ];
    for (const raw of [...links, ...resources]) {
      const url = origin && raw.startsWith(origin) ? raw.slice(origin.length) || '/' : raw;
      if (url.startsWith('#')) {
        if (!idsAt.get(path)?.has(url.slice(1))) report(`${url} is not an id of this page`);
      } else if (url.startsWith('/') && !url.startsWith('//')) {
        const [target, fragment] = decoded(url.split('?')[0]).split('#');
        if (!isFile(target)) report(`${url} is not a page or file of the site`);
        // A fragment of a page names one of its ids; of another file (a PDF's #page=2), that file's business.
        else if (fragment && idsAt.get(target)?.has(fragment) === false) report(`${url}: #${fragment} is not an id of ${target}`);
      } else if (!links.includes(raw) || !EXTERNAL_LINK.test(url)) {
        report(`${raw} is not a link or file the site can use`);
      }
    }
  }
  return problems;
}
