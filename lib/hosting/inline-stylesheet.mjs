// Puts the site's stylesheet into each page, so the first paint waits for the HTML alone, not for
// a second round trip to fetch the CSS: the hand-written floor of the bench paints that way. The
// <link> Next.js writes stays, disabled (browsers fetch no disabled stylesheet), because React
// adopts it when it hydrates; without it, React would insert and wait for the file.
// The cost: the CSS (6.5 kB gzip) comes with every page load instead of once from the cache.
// A visitor going page to page mostly gets the next page prerendered on intent, so seldom waits.
// Next 16's experimental.inlineCss does the same but leaves the CSS in the payload too (home HTML
// 31 kB gzip against 13 kB here).

import { isFrameworkStylesheet } from '../next-internals/page-assets.mjs';
import { elementsOf, withEdits } from './html-edits.mjs';

/** @param {import('./html-edits.mjs').PageElement[]} elements */
const stylesheetLinks = (elements) => elements.filter(({ tag, attributes }) => tag === 'link' && attributes.rel === 'stylesheet');

/**
 * The page with each of the framework's stylesheets inlined in a <style> before its now disabled
 * <link>. `readAsset(href)` returns a stylesheet's text. URLs inside it would resolve against the
 * page instead of the file, so a stylesheet with any is refused.
 * @param {string} html
 * @param {(href: string) => string} readAsset
 */
export function withInlineStylesheets(html, readAsset) {
  const framework = elementsOf(html).filter(isFrameworkStylesheet);
  const inlined = withEdits(
    html,
    framework.map(({ attributes: { href }, start, end }) => {
      const css = readAsset(href).replace(/\n?\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');
      if (/url\(|@import/.test(css)) throw new Error(`${href} refers to other files: inline it with its URLs rewritten`);
      if (css.includes('</style')) throw new Error(`${href} would end its <style> early`);
      return { at: start, end, text: `<style>${css}</style>${html.slice(start, end).replace('/>', ' disabled=""/>')}` };
    }),
  );
  if (stylesheetLinks(elementsOf(inlined)).some(({ attributes }) => !('disabled' in attributes))) throw new Error('a stylesheet link is written differently now: the page would wait for it');
  return inlined;
}

/** The CSS of each inline <style> in the page, which its policy must allow by hash. */
export const inlineStyles = (/** @type {string} */ html) => elementsOf(html).filter(({ tag }) => tag === 'style').map(({ text }) => text);
