// A page without its copy: what the byte budget gates. The words, the images' descriptions, the
// search and share texts and the drawings are what marketers write and choose in the editor, which
// accepts any length; the frame around them (markup, inline stylesheet, scripts, the payload's
// structure) is the code's, and a change of copy cannot push it over a limit. A drawing is written
// into the page only while it is small (lib/images/card-images.ts), a photo has a limit of its own.
import { defaultTreeAdapter, parse, serialize } from 'parse5';

/** Attributes that hold copy: an image's description, a link's name, a meta tag's title or description. */
const COPY_ATTRIBUTES = new Set(['alt', 'aria-label', 'title']);
const copyMeta = (attrs) => attrs.some(({ name, value }) => (name === 'name' || name === 'property') && /(title|description|image:alt)$/.test(value));

/** Text in an element that holds code, not copy (a script or a stylesheet), unless it is the page's structured data. */
const holdsCode = (element) =>
  ['script', 'style'].includes(element?.nodeName) && !element.attrs.some(({ name, value }) => name === 'type' && value === 'application/ld+json');

/** The page's HTML with every text and copy attribute emptied, and the copy it held. */
function htmlFrame(html) {
  const document = parse(html);
  const copy = new Set();
  const visit = (node) => {
    // A drawing written into the page (components/cards/card-image.tsx): its SVG.
    if (node.attrs?.some(({ name, value }) => name === 'role' && value === 'img') && node.childNodes.some(({ nodeName }) => nodeName === 'svg')) node.childNodes = [];
    if (node.nodeName === '#text' && !holdsCode(node.parentNode)) {
      copy.add(node.value);
      node.value = '';
    }
    for (const attribute of node.attrs ?? []) {
      if (COPY_ATTRIBUTES.has(attribute.name) || (attribute.name === 'content' && node.nodeName === 'meta' && copyMeta(node.attrs))) {
        copy.add(attribute.value);
        attribute.value = '';
      }
    }
    for (const child of defaultTreeAdapter.getChildNodes(node) ?? []) visit(child);
    if (node.content) visit(node.content);
  };
  visit(document);
  return { frame: serialize(document), copy };
}

/** A text row of React's payload: `<id>:T<length in bytes, hex>,<text>`, the form long strings take. */
const TEXT_ROW = /(?:^|\n)[0-9a-f]*:T([0-9a-f]+),/g;

/** The payload (React's serialized tree) with the page's copy taken out: its strings, and its long text rows. */
function payloadFrame(payload, copy) {
  const bytes = Buffer.from(payload);
  // A row's length is in bytes: each match's byte offset, counted on from the last.
  let counted = { characters: 0, bytes: 0 };
  const byteOffset = (index) => {
    counted = { characters: index, bytes: counted.bytes + Buffer.byteLength(payload.slice(counted.characters, index)) };
    return counted.bytes;
  };
  const kept = [];
  let from = 0;
  for (const match of payload.matchAll(TEXT_ROW)) {
    const start = byteOffset(match.index + match[0].length);
    if (start < from) continue;
    kept.push(bytes.subarray(from, start));
    from = start + Number.parseInt(match[1], 16);
  }
  kept.push(bytes.subarray(from));
  let frame = Buffer.concat(kept).toString();
  // Words only (a lone "1" is also an SVG's attribute), longest first, so a text inside a longer one does not split it.
  const words = [...copy].filter((text) => /\p{L}/u.test(text)).toSorted((a, b) => b.length - a.length);
  for (const text of words) frame = frame.replaceAll(JSON.stringify(text), '""');
  return frame;
}

/** A page's HTML and payload without their copy: the texts it shows, and `unseen`, copy it hands its scripts to show later (a notice's words). */
export function pageFrame(html, payload, unseen = []) {
  const { frame, copy } = htmlFrame(html);
  return { html: frame, payload: payload === undefined ? undefined : payloadFrame(payload, new Set([...copy, ...unseen])) };
}
