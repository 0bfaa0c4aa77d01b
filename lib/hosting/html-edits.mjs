// The build's edits of an exported page (after-build.mjs): its elements found by parse5, as a
// browser parses the page, and each edit made at its element's place in the page's text, so every
// other byte stays as Next.js wrote it (parse5's own serializer would rewrite all of them:
// attribute case, self-closing slashes, entities).
import { parse } from 'parse5';

/**
 * An element of the page: its tag, attributes (names in lower case) and text (a script's or a
 * style's source), and where it is in the page: [start, end) the whole element, [innerStart,
 * innerEnd) between its tags (undefined for a void element or one whose end tag is implied).
 * @typedef {{ tag: string, attributes: Record<string, string>, text: string, start: number, end: number, innerStart?: number, innerEnd?: number }} PageElement
 */

/**
 * Every element of `html`, in document order.
 * @param {string} html
 * @returns {PageElement[]}
 */
export function elementsOf(html) {
  /** @type {PageElement[]} */
  const found = [];
  /** @param {any} node */
  const visit = (node) => {
    const location = node.sourceCodeLocation;
    if (node.tagName && location) {
      found.push({
        tag: node.tagName,
        attributes: Object.fromEntries(node.attrs.map((/** @type {{ name: string, value: string }} */ { name, value }) => [name, value])),
        text: (node.childNodes ?? []).filter((/** @type {any} */ child) => child.nodeName === '#text').map((/** @type {any} */ child) => child.value).join(''),
        start: location.startOffset,
        end: location.endOffset,
        innerStart: location.startTag?.endOffset,
        innerEnd: location.endTag?.startOffset,
      });
    }
    for (const child of node.childNodes ?? []) visit(child);
  };
  visit(parse(html, { sourceCodeLocationInfo: true }));
  return found;
}

/** The one element `tag` of the page (`head`, `body`); throws where the page has none. */
export function theElement(/** @type {PageElement[]} */ elements, /** @type {string} */ tag) {
  const element = elements.find((each) => each.tag === tag && each.innerEnd !== undefined);
  if (!element) throw new Error(`the page has no <${tag}> written out`);
  return /** @type {Required<PageElement>} */ (element);
}

/**
 * @typedef {{ at: number, end?: number, text?: string }} Edit `text` in place of [at, end) (nothing
 * removed when `end` is not given; nothing written when `text` is not).
 */

/**
 * `html` with each edit made; the edits may not overlap.
 * @param {string} html
 * @param {Edit[]} edits
 */
export function withEdits(html, edits) {
  let edited = html;
  for (const { at, end = at, text = '' } of [...edits].sort((a, b) => b.at - a.at || (b.end ?? b.at) - (a.end ?? a.at))) {
    edited = edited.slice(0, at) + text + edited.slice(end);
  }
  return edited;
}

/** The edit that removes `element`. */
export const removal = (/** @type {PageElement} */ { start, end }) => ({ at: start, end });
