// The inline script that starts the framework's chunks after the first paint, and the one way
// to read its chunk list back (the byte budget and the output checks need it).

/**
 * Starts the chunks once the first contentful paint has been presented: the browser reports that
 * entry only after the frame is on screen, so the first screen never shares the network or the
 * CPU with the framework (waiting for frames with requestAnimationFrame was not enough: on a slow
 * machine the frame reached the screen after the chunks were requested). Where paint timing is
 * missing, two frames; a hidden tab paints nothing, so it starts at once; 3 s is the backstop.
 */
export const afterPaintLoader = (sources) =>
  `(()=>{let s=0;const go=()=>{if(s)return;s=1;for(const src of ${JSON.stringify(sources)}){const e=document.createElement("script");e.src=src;e.async=true;document.head.appendChild(e)}};if(document.visibilityState==="hidden")go();else if(PerformanceObserver.supportedEntryTypes?.includes("paint"))new PerformanceObserver(l=>{if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true});else requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(go)));setTimeout(go,3000)})()`;

/** The chunk URLs a page's loader starts, or none. */
export function afterPaintSources(html) {
  return JSON.parse(html.match(/for\(const src of (\[[^\]]*\])\)/)?.[1] ?? '[]');
}
