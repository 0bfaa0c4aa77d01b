// Lets the browser paint the pre-rendered page before the framework loads and runs, from the HTML
// alone. Next.js writes its chunks as async scripts, which on a fast connection arrive and hydrate
// (one long task) before the first paint, so the largest paint waits for JavaScript. Here an
// inline loader starts them once the first contentful paint is on screen. Measured in the bench:
// LCP from 1.28–1.63x the bare framework's to 0.6–1.1x. Nothing in the HTML names them, not even
// a preload: a preload would compete with what the first paint needs.
// The page's payload (the React Server Components data it hydrates from, inline scripts holding
// every word of the page a second time, 7 kB gzip on the home page as a file) leaves the HTML for
// a file named by its content (`payloadUrl`, see page-payloads.mjs), which the loader fetches. The
// HTML with the stylesheet inlined then fits the first round trip of a new connection (14.6 kB).
import { afterPaintLoader } from './after-paint-loader.mjs';

const ASYNC_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
// Next.js also preloads one chunk at low priority; the loader starts it with the rest.
const SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"]+\.js)"\/>/g;
// `(self.__next_f=self.__next_f||[]).push([0])`, then `self.__next_f.push([1,"…"])` per piece.
const PAYLOAD_SCRIPT = /<script>(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\((\[[\s\S]*?\])\)<\/script>/g;

/** The payload the page's inline scripts queue, as the text Next.js also writes to a file. */
export function inlinePayload(html) {
  const pieces = [...html.matchAll(PAYLOAD_SCRIPT)].map(([, segment]) => JSON.parse(segment));
  if (pieces.some(([kind]) => kind !== 0 && kind !== 1)) throw new Error('the page payload holds more than text: keep it inline');
  return pieces.filter(([kind]) => kind === 1).map(([, text]) => text).join('');
}

/**
 * The page with its payload scripts and chunks left to the after-paint loader; a page without
 * chunks (or already done) as it is. `payloadUrl(text)` stores the page's payload and returns its URL.
 */
export function paintBeforeHydration(html, payloadUrl) {
  const chunks = [...html.matchAll(ASYNC_SCRIPT), ...html.matchAll(SCRIPT_PRELOAD)].map(([, src]) => src);
  if (chunks.length === 0) {
    if (html.match(PAYLOAD_SCRIPT)) throw new Error('the page has a payload but no chunk written as this step knows: the framework writes its scripts differently now');
    return html;
  }
  const waitsForPhoto = /<img [^>]*fetchPriority="high"/i.test(html);
  const loader = afterPaintLoader([...new Set(chunks)], payloadUrl(inlinePayload(html)), { waitsForPhoto });
  const deferred = html.replace(ASYNC_SCRIPT, '').replace(SCRIPT_PRELOAD, '').replace(PAYLOAD_SCRIPT, '');
  if (deferred.includes('__next_f')) throw new Error('a payload script is left in the page: the framework writes them differently now');
  return deferred.replace('</body>', `<script>${loader}</script></body>`);
}
