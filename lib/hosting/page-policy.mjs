// Gives every exported page its own Content-Security-Policy, in a <meta> ahead of its first
// script, allowing exactly the inline scripts that page carries. The policy travels with the page it describes, so a copy edit (which
// changes the page's payload script and so its hash) never needs a host configuration change, and
// no header grows with the site: the host headers (policy.mjs) are the same for every build.
import { createHash } from 'node:crypto';

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

/** Next.js's scripts that queue the page's payload for the framework (`self.__next_f.push(…)`). */
const isPayloadScript = (attributes, body) =>
  attributes === '' && /^(\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\(/.test(body);

/**
 * Joins each run of adjacent payload scripts into one. How many Next.js writes depends on how the
 * Node.js that built the site chunks its streams (2 on the home page with Node 20, 19 with Node
 * 26); run one after another with nothing in between, they do the same as one script, and each
 * page then needs the same few hashes whatever built it.
 */
export function mergePayloadScripts(html) {
  const scripts = [...html.matchAll(INLINE_SCRIPT)];
  const runs = [];
  for (const script of scripts) {
    const [whole, attributes, body] = script;
    if (!isPayloadScript(attributes, body)) continue;
    const run = runs.at(-1);
    const gap = run ? html.slice(run.end, script.index) : null;
    if (run && gap.trim() === '') {
      run.bodies.push(body);
      run.end = script.index + whole.length;
    } else {
      runs.push({ start: script.index, end: script.index + whole.length, bodies: [body] });
    }
  }
  let merged = html;
  for (const { start, end, bodies } of runs.reverse()) {
    if (bodies.length > 1) merged = `${merged.slice(0, start)}<script>${bodies.join(';')}</script>${merged.slice(end)}`;
  }
  return merged;
}

const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;

/**
 * The page with its payload scripts merged and its policy in a <meta> right after the charset
 * (which must stay within the first 1024 bytes), so it governs every script, style and link after
 * it. A meta policy cannot carry `frame-ancestors`: the host headers add that.
 */
export function withPagePolicy(html, { styleHashes }) {
  const page = mergePayloadScripts(html.replace(POLICY_META, ''));
  const scriptHashes = [...new Set(inlineScripts(page).map(sha256))];
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pageContentSecurityPolicy({ scriptHashes, styleHashes })}"/>`;
  const charset = page.match(/<head>(<meta charSet="utf-8"\/>)?/);
  if (!charset) throw new Error('page has no <head>');
  const at = charset.index + charset[0].length;
  const withMeta = page.slice(0, at) + meta + page.slice(at);
  if (/<(script|style|link)\b/.test(withMeta.slice(0, withMeta.indexOf(meta)))) {
    throw new Error('a script, style or link comes before the page policy');
  }
  return { html: withMeta, scriptHashes };
}
