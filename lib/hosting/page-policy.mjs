// Gives every exported page its own Content-Security-Policy, in a <meta> ahead of its first
// script, allowing exactly the inline scripts and styles that page carries. The policy travels
// with the page it describes, so a build that changes them never needs a host configuration
// change, and no header grows with the site: the host headers (policy.mjs) are the same for every
// build.
import { createHash } from 'node:crypto';

import { inlineStyles } from './inline-stylesheet.mjs';
import { pageContentSecurityPolicy } from './policy.mjs';

/** A CSP hash source for a script or stylesheet. */
export const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** Executable inline scripts only: JSON-LD and other data blocks are never run, so need no hash. */
export function inlineScripts(html) {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , body]) => body);
}

const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;

/**
 * The page with its policy in a <meta> right after the charset (which must stay within the first
 * 1024 bytes), so it governs every script, style and link after it. `styleHashes` allow the styles
 * scripts add at runtime. A meta policy cannot carry `frame-ancestors`: the host headers add that.
 */
export function withPagePolicy(html, { styleHashes }) {
  const page = html.replace(POLICY_META, '');
  const scriptHashes = [...new Set(inlineScripts(page).map(sha256))];
  const pageStyleHashes = [...new Set([...inlineStyles(page).map(sha256), ...styleHashes])];
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pageContentSecurityPolicy({ scriptHashes, styleHashes: pageStyleHashes })}"/>`;
  const charset = page.match(/<head>(<meta charSet="utf-8"\/>)?/);
  if (!charset) throw new Error('page has no <head>');
  const at = charset.index + charset[0].length;
  const withMeta = page.slice(0, at) + meta + page.slice(at);
  if (/<(script|style|link)\b/.test(withMeta.slice(0, withMeta.indexOf(meta)))) {
    throw new Error('a script, style or link comes before the page policy');
  }
  return { html: withMeta, scriptHashes };
}
