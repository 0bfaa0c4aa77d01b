// The inline script that starts the framework's chunks after the first paint, and the one way
// to read its chunk list back (the byte budget and the output checks need it).

/** One frame is enough for the paint; the timeout also covers tabs that never render a frame. */
export const afterPaintLoader = (sources) =>
  `(()=>{let s=0;const go=()=>{if(s)return;s=1;for(const src of ${JSON.stringify(sources)}){const e=document.createElement("script");e.src=src;e.async=true;document.head.appendChild(e)}};requestAnimationFrame(()=>setTimeout(go));setTimeout(go,250)})()`;

/** The chunk URLs a page's loader starts, or none. */
export function afterPaintSources(html) {
  return JSON.parse(html.match(/for\(const src of (\[[^\]]*\])\)/)?.[1] ?? '[]');
}
