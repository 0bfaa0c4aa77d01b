// Gives every exported page its own Content-Security-Policy, in a <meta> ahead of its first
// script, allowing exactly the inline scripts and styles that page carries. The policy travels
// with the page it describes, so a build that changes them never needs a host configuration
// change, and no header grows with the site: the host headers (policy.mjs) are the same for every
// build.
import { createHash } from 'node:crypto';

import { elementsOf, removal, theElement, withEdits } from './html-edits.mjs';
import { inlineStyles } from './inline-stylesheet.mjs';
import { pageContentSecurityPolicy } from './policy.mjs';

/**
 * A CSP hash source for a script or stylesheet.
 * @param {string} text
 */
export const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Executable inline scripts only: JSON-LD and other data blocks are never run, so need no hash. */
export function inlineScripts(/** @type {string} */ html) {
  return elementsOf(html)
    .filter(({ tag, attributes }) => tag === 'script' && !('src' in attributes) && !/^application\/(ld\+)?json$/.test(attributes.type ?? ''))
    .map(({ text }) => text);
}

/**
 * The page with its policy in a <meta> right after the charset (which must stay within the first
 * 1024 bytes), so it governs every script, style and link after it. `styleHashes` allow the styles
 * scripts add at runtime. A meta policy cannot carry `frame-ancestors`: the host headers add that.
 * @param {string} html
 * @param {{ styleHashes: string[] }} options
 */
export function withPagePolicy(html, { styleHashes }) {
  const policies = elementsOf(html).filter(({ tag, attributes }) => tag === 'meta' && attributes['http-equiv'] === 'Content-Security-Policy');
  const page = withEdits(html, policies.map(removal));
  const scriptHashes = [...new Set(inlineScripts(page).map(sha256))];
  const pageStyleHashes = [...new Set([...inlineStyles(page).map(sha256), ...styleHashes])];
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pageContentSecurityPolicy({ scriptHashes, styleHashes: pageStyleHashes })}"/>`;
  const elements = elementsOf(page);
  const head = theElement(elements, 'head');
  const charset = elements.find(({ tag, attributes, start }) => tag === 'meta' && 'charset' in attributes && start === head.innerStart);
  const at = charset?.end ?? head.innerStart;
  if (elements.some(({ tag, start }) => ['script', 'style', 'link'].includes(tag) && start < at)) throw new Error('a script, style or link comes before the page policy');
  return { html: withEdits(page, [{ at, text: meta }]), scriptHashes };
}
