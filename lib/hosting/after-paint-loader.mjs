// The inline script that starts the framework after the first paint, and the one way to read its
// chunk list back (the byte budget and the output checks need it).

import { queuePayload } from '../next-internals/page-payload.mjs';

/**
 * Starts the framework once the first contentful paint has been presented: the browser reports
 * that entry only after the frame is on screen, so the first screen never shares the network or
 * the CPU with the framework (waiting for frames with requestAnimationFrame was not enough: on a
 * slow machine the frame reached the screen after the chunks were requested). A page whose first
 * screen has a photo (`waitsForPhoto`: its `fetchpriority="high"` image, an article's cover)
 * waits for the photo too: on a phone's connection 150 kB of chunks took the bandwidth it needed. Where paint
 * timing is missing, two frames; a tab opened in the background paints nothing, so it starts at
 * once; 3 s is the backstop. A page prerendered on the visitor's intent (speculation-rules.mjs)
 * waits for all of it until it is shown: started while prerendered, the framework's chunks and
 * hydration ran on the phone's CPU as the click came (a tap's prerender starts at its pointerdown,
 * about 100 ms before the click).
 *
 * It fetches the page's payload (the data React hydrates from, `payload`, see
 * paint-before-hydration.mjs) while the chunks preload, and queues it for the framework before
 * any chunk runs: the framework reads the queue once, when it starts. Without the payload nothing
 * starts (the error is reported) and the page stays as painted, working as it does without
 * JavaScript.
 * @param {string[]} chunks
 * @param {string} payload
 */
export const afterPaintLoader = (chunks, payload, { waitsForPhoto = false } = {}) =>
  `(()=>{const chunks=${JSON.stringify(chunks)};let s=0;const add=(tag,props)=>document.head.appendChild(Object.assign(document.createElement(tag),props));const go=()=>{if(s)return;s=1;for(const href of chunks)add("link",{rel:"preload",as:"script",href});fetch(${JSON.stringify(payload)}).then(r=>{if(!r.ok)throw new Error(r.url+": "+r.status);return r.text()}).then(t=>{${queuePayload('t')};for(const src of chunks)add("script",{src,async:true})}).catch(reportError)};const painted=${waitsForPhoto ? '()=>{const p=document.querySelector("img[fetchpriority=high]");p&&!p.complete?p.onload=p.onerror=go:go()}' : 'go'};const start=()=>{if(document.visibilityState==="hidden")go();else if(PerformanceObserver.supportedEntryTypes?.includes("paint"))new PerformanceObserver(l=>{if(l.getEntriesByName("first-contentful-paint").length)painted()}).observe({type:"paint",buffered:true});else requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(painted)));setTimeout(go,3000)};document.prerendering?document.addEventListener("prerenderingchange",start,{once:true}):start()})()`;

/**
 * The chunk URLs a page's loader starts, or none.
 * @param {string} html
 * @returns {string[]}
 */
export function afterPaintSources(html) {
  return JSON.parse(html.match(/const chunks=(\[[^\]]*\])/)?.[1] ?? '[]');
}

/**
 * The payload URL a page's loader fetches, if it has one.
 * @param {string} html
 * @returns {string | undefined}
 */
export function afterPaintPayload(html) {
  const url = html.match(/fetch\(("[^"]+")\)/)?.[1];
  return url && JSON.parse(url);
}
