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
import { isChunkPreload, isChunkScript } from '../next-internals/page-assets.mjs';
import { PAYLOAD_PIECE, PAYLOAD_PUSH, PAYLOAD_QUEUE } from '../next-internals/page-payload.mjs';
import { afterPaintLoader } from './after-paint-loader.mjs';
import { elementsOf, removal, theElement, withEdits } from './html-edits.mjs';

/** @param {import('./html-edits.mjs').PageElement[]} elements */
function framework(elements) {
  const scripts = elements.filter(({ tag }) => tag === 'script');
  return {
    chunkScripts: scripts.filter(isChunkScript),
    // Next.js also preloads one chunk at low priority; the loader starts it with the rest.
    chunkPreloads: elements.filter(isChunkPreload),
    payloadScripts: scripts.filter(({ attributes, text }) => Object.keys(attributes).length === 0 && PAYLOAD_PUSH.test(text)),
  };
}

/** The payload the page's inline scripts queue, as the text Next.js also writes to a file. */
export function inlinePayload(/** @type {string} */ html) {
  const pieces = framework(elementsOf(html)).payloadScripts.map(({ text }) => JSON.parse(/** @type {string} */ (PAYLOAD_PUSH.exec(text)?.[1])));
  if (pieces.some(([kind]) => kind !== PAYLOAD_PIECE.bootstrap && kind !== PAYLOAD_PIECE.text)) throw new Error('the page payload holds more than text: keep it inline');
  return pieces.filter(([kind]) => kind === PAYLOAD_PIECE.text).map(([, text]) => text).join('');
}

/**
 * The page with its payload scripts and chunks left to the after-paint loader; a page without
 * chunks (or already done) as it is. `payloadUrl(text)` stores the page's payload and returns its URL.
 * @param {string} html
 * @param {(payload: string) => string} payloadUrl
 */
export function paintBeforeHydration(html, payloadUrl) {
  const elements = elementsOf(html);
  const { chunkScripts, chunkPreloads, payloadScripts } = framework(elements);
  const chunks = [...chunkScripts.map(({ attributes }) => attributes.src), ...chunkPreloads.map(({ attributes }) => attributes.href)];
  if (chunks.length === 0) {
    if (payloadScripts.length > 0) throw new Error('the page has a payload but no chunk written as this step knows: the framework writes its scripts differently now');
    return html;
  }
  const waitsForPhoto = elements.some(({ tag, attributes }) => tag === 'img' && attributes.fetchpriority === 'high');
  const loader = afterPaintLoader([...new Set(chunks)], payloadUrl(inlinePayload(html)), { waitsForPhoto });
  const deferred = withEdits(html, [...chunkScripts, ...chunkPreloads, ...payloadScripts].map(removal));
  if (deferred.includes(PAYLOAD_QUEUE)) throw new Error('a payload script is left in the page: the framework writes them differently now');
  return withEdits(deferred, [{ at: theElement(elementsOf(deferred), 'body').innerEnd, text: `<script>${loader}</script>` }]);
}
