import { Fragment } from 'react';

import { TermTooltip } from '@/components/glossary/term-tooltip';
import { glossary } from '@/lib/content-reader';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const definitions = new Map(glossary.terms.map(({ term, definition }) => [term, definition]));
// Captures a glossary term and an optional plural "s": "STATCOMs" → ["STATCOM", "s"].
const termPattern = new RegExp(`\\b(${[...definitions.keys()].map(escapeRegExp).join('|')})(s?)\\b`, 'g');

/** Copy in which the first mention of each glossary term carries its definition in a tooltip. */
export function GlossaryText({ text }: { text: string }) {
  const parts = text.split(termPattern);
  const explained = new Set<string>();
  const nodes = [];

  for (let index = 0; index < parts.length; index += 3) {
    nodes.push(<Fragment key={index}>{parts[index]}</Fragment>);
    const term = parts[index + 1];
    if (term === undefined) break;
    const word = term + parts[index + 2];
    if (explained.has(term)) {
      nodes.push(<Fragment key={`${index}-term`}>{word}</Fragment>);
    } else {
      explained.add(term);
      nodes.push(<TermTooltip key={`${index}-term`} term={word} definition={definitions.get(term)!} />);
    }
  }
  return <>{nodes}</>;
}
