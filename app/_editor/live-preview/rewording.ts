// A key that only rewords a text is painted in the frame at once, before the dev server's drawing
// of it arrives (about 200 ms a key on this machine, over a second while a save recompiles): the
// text's own text node takes the new words, and React's next drawing writes the same words there.
import { withSiteValues } from '@/lib/content-schema/placeholders.mjs';
import { readYaml } from '@/lib/content-reader/yaml.mjs';
import { siteConfig } from '@/lib/site';

import { asRead, copyTexts, type CopyText } from './copy-texts';
import { isArticle } from './entries';

/** The texts an entry's copy file (`source`, as the form has it) shows, as the page shows them; none where it does not parse. */
export function textsOf(entry: string, source: string): CopyText[] | undefined {
  // An article's file is Markdoc under its fields: its drawing paints it.
  if (isArticle(entry)) return undefined;
  try {
    return copyTexts(entry, withSiteValues(readYaml(source), siteConfig));
  } catch {
    return undefined;
  }
}

/**
 * Writes into `root` each text of `after` that rewords the same field of `before`, where the page
 * shows the old words whole in one text node, found once. Paints nothing and answers false when
 * any change is more than that (a field added or removed, a text emptied, words split by a
 * glossary term, words the page shows twice): the dev server's drawing paints those.
 */
export function paintRewording(root: Element, before: CopyText[], after: CopyText[]): boolean {
  if (before.length !== after.length) return false;
  // The words as the page writes them: a space typed at the end changes no pixel, but React's
  // drawing then finds its own words in the node.
  const changed = after.flatMap((text, index) => (text.words === before[index].words ? [] : [{ from: before[index], to: text }]));
  if (changed.length === 0 || changed.some(({ from, to }) => from.path.join('.') !== to.path.join('.') || !to.text)) return false;
  const nodes: Text[] = [];
  for (const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT); walker.nextNode(); ) nodes.push(walker.currentNode as Text);
  const writes = changed.map(({ from, to }) => {
    const holding = nodes.filter((node) => asRead(node.nodeValue ?? '') === from.text);
    return holding.length === 1 ? { node: holding[0], words: to.words } : undefined;
  });
  if (writes.some((write) => !write)) return false;
  for (const write of writes) write!.node.nodeValue = write!.words;
  return true;
}
