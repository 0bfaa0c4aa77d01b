import { Fragment } from 'react';

import { TermTooltip } from '@/components/glossary/term-tooltip';
import { copyIn, pageLanguage, type Language } from '@/lib/site-languages';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const glossaries = new WeakMap<object, { definitions: Map<string, string>; termPattern: RegExp }>();

/** The glossary of `language`: each term's definition, and a pattern that finds the terms; once for each reading of its file. */
function glossaryOf(language: Language) {
  const { glossary: copy } = copyIn(language);
  const known = glossaries.get(copy);
  if (known) return known;
  const definitions = new Map(copy.terms.map(({ term, definition }) => [term, definition]));
  // Captures a glossary term and an optional plural "s": "STATCOMs" → ["STATCOM", "s"]. A term
  // stands between letters of any script (`\b` knows Latin ones only); a glossary with no term finds nothing.
  const terms = [...definitions.keys()].map(escapeRegExp).join('|') || '(?!)';
  const glossary = { definitions, termPattern: new RegExp(`(?<![\\p{L}\\p{N}_])(${terms})(s?)(?![\\p{L}\\p{N}_])`, 'gu') };
  glossaries.set(copy, glossary);
  return glossary;
}

/** Copy in which the first mention of each term of its page's glossary carries its definition in a tooltip. */
export function GlossaryText({ text }: { text: string }) {
  const { definitions, termPattern } = glossaryOf(pageLanguage());
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
