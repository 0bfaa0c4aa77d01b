// Speculation rules, added to every exported page by after-build.mjs: Chromium prerenders a page
// of this site once the visitor shows intent (`moderate`: pointing at a link for a moment, or
// pressing on it), so the page is on screen as the click lands. Only the site's own pages, as
// exported: never a mail link, another site, an unknown path (the not-found page) or an in-page
// anchor. Browsers without the Speculation Rules API ignore the script and navigate as before.
// Written after the build rather than by React, so it is not repeated in the page's payload; the
// page policy allows it by hash like every inline script.
import { elementsOf, removal, theElement, withEdits } from './html-edits.mjs';

/**
 * The rules for the given page paths. A path pattern also matches that path with any #fragment,
 * so in-page anchors are left out by their `href`. The pages below a page (the articles of
 * /insights/) are one pattern, so every page's rules stay as short with 300 articles as with 3;
 * links to them are checked at build, so it matches no path that is not a page.
 * @param {string[]} paths
 */
export const speculationRules = (paths) => {
  // `/insights/*/`: pages end in a slash, so the feed (/insights/feed.xml) is not one.
  const patterns = [...new Set(paths.map((path) => path.replace(/^(\/[^/]+\/).+$/, '$1*/')))];
  return {
    prerender: [{ where: { and: [{ href_matches: patterns }, { not: { selector_matches: '[href^="#"]' } }] }, eagerness: 'moderate' }],
  };
};

/**
 * The page with the rules in its head, in place of any it had.
 * @param {string} html
 * @param {string[]} paths
 */
export function withSpeculationRules(html, paths) {
  const elements = elementsOf(html);
  const rules = elements.filter(({ tag, attributes }) => tag === 'script' && attributes.type === 'speculationrules');
  const script = `<script type="speculationrules">${JSON.stringify(speculationRules(paths))}</script>`;
  return withEdits(html, [...rules.map(removal), { at: theElement(elements, 'head').innerEnd, text: script }]);
}

/**
 * The path each exported page is served at (`about/index.html` → `/about/`), the not-found page left out.
 * @param {string[]} files
 * @param {string} out
 */
export const pagePaths = (files, out) =>
  files
    .map((file) => `/${file.slice(out.length + 1).replace(/(^|\/)index\.html$/, '$1')}`)
    .filter((path) => path.endsWith('/') && !/^\/(404|_not-found)\//.test(path))
    .sort();
