/**
 * Where a link in the copy may lead, and why one cannot: the one rule that the content check
 * (content-module.mjs: every build and the dev page), the editor's fields and link picker, and its
 * write API all apply. A link is a page of the site (or a file it serves from public/), a section
 * of one (`#how-it-works`, `/#how-it-works`), or an `https:`, `http:`, `mailto:` or `tel:` address.
 * Plain JavaScript without Node.js modules: the editor draws its fields from it in the browser.
 */

/** The form of an anchor, the id a section gives itself for links to find it. Empty: none. */
export const ANCHOR_PATTERN = {
  regex: /^([a-z][a-z0-9-]*)?$/,
  message: 'An anchor is lower-case letters, digits and hyphens, starting with a letter (how-it-works)',
};

/** The forms a link may take. The content check then makes sure each leads somewhere. */
export const LINK_PATTERN = {
  regex: /^(\/(?!\/)[^\s#?]*(#[a-z][a-z0-9-]*)?|#[a-z][a-z0-9-]*|https?:\/\/[^\s/?#]+[^\s]*|mailto:[^\s]+|tel:\+?[\d ()-]+)$/,
  message:
    'A link is a page of the site (/contact/), a section of one (#how-it-works, /#how-it-works), or an https:, http:, mailto: or tel: address',
};

/** Ids the layout gives every page: the skip link's target. Links may point at it, copy may not take it. */
export const LAYOUT_SECTIONS = ['main'];

/**
 * The site's pages, each with the sections links may point to.
 * @typedef {Map<string, readonly string[]>} SitePages
 */

/**
 * Why `href` leads nowhere, or undefined when it leads to a page, a section or an address.
 * @param {string} href
 * @param {{ pages: SitePages, from?: string, isFile: (path: string) => boolean, indexes: readonly string[], moved?: ReadonlyMap<string, string> }} site
 *   `from` is the page the link is on (where a bare `#section` points); `isFile` whether public/
 *   serves a path; `indexes` the pages that list articles (/insights/), each article below its own;
 *   `moved` the addresses articles and landing pages had, with where each is now.
 */
export function linkProblem(href, { pages, from, isFile, indexes, moved = new Map() }) {
  if (!LINK_PATTERN.regex.test(href)) return `${href} is not a link the site can use. ${LINK_PATTERN.message}`;
  if (!href.startsWith('/') && !href.startsWith('#')) return undefined;
  const [path, section] = href.startsWith('#') ? [from, href.slice(1)] : href.split('#');
  if (path === undefined) return `${href} points to a section, but this copy is on every page: write the page too (/#${section})`;
  const sections = pages.get(path);
  if (!sections) {
    if (!section && isFile(path)) return undefined;
    const movedTo = moved.get(path);
    if (movedTo) return `${href} is an address ${movedTo} had: link to ${movedTo}${section ? `#${section}` : ''}`;
    if (pages.has(`${path}/`)) return `${href} is not a page of the site: write ${path}/${section ? `#${section}` : ''}, with the slash`;
    if (indexes.some((index) => path.startsWith(index))) return `${href} is not an article on the site: no article has this address, or it is a draft or dated to come`;
    const fixed = [...pages.keys()].filter((page) => !indexes.some((index) => page.startsWith(index) && page !== index));
    return `${href} is not a page of the site; the pages are ${fixed.join(', ')} and the articles of ${indexes.join(', ')}`;
  }
  if (section === undefined || LAYOUT_SECTIONS.includes(section) || sections.includes(section)) return undefined;
  const known = sections.length > 0 ? `its sections are ${sections.map((id) => `#${id}`).join(', ')}` : 'it has no sections';
  return `#${section} is not a section of ${path}; ${known}`;
}
