// Copy as a marketer can write it: every file of lib/content/ rewritten the way a translation, a
// pasted URL and lists as long as the editor takes stretch a layout, and with the ordinary edits
// of a week in the editor (every text reworded, every list reordered, an item removed and others
// added), still accepted by the editor's schema and the build's checks. e2e/stress.spec.ts builds
// the site with it and looks at every page.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { ComponentSchema } from '@keystatic/core';

import { ARTICLE_BODY_BLOCKS, linksKept } from '@/lib/content-schema/fields.mjs';
import { holdsWords } from '@/lib/content-schema/translation-forms.mjs';
import { copyFiles } from '@/lib/content-schema/schema.mjs';
import { readYaml, writeYaml } from '@/lib/content-reader/yaml.mjs';

/** 55 letters without a break: a German compound, as a product code or a part number would be. */
export const LONG_WORD = 'Netzausbauplanungsbeschleunigungsgesetzgebungsverfahren';
/** A long word of the page's own language, which a heading at a phone's width must not cut without a hyphen. */
export const LONG_TITLE_WORD = 'Interconnection';
/** An 80-character address pasted at the end of running text. */
export const PASTED_URL = 'https://www.example-utility.com/transmission-planning/interconnection/queue-2025';
/** How much longer every text gets, as a translation from English runs. */
const GROWTH = 1.4;

const ACCENTED: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', y: 'ý', c: 'ç', n: 'ñ', A: 'Á', E: 'É', I: 'Í', O: 'Ó', U: 'Ú', C: 'Ç', N: 'Ñ' };
/** `{brand}` and the other placeholders are filled in by the build and must stay as they are. */
const PLACEHOLDER = /(\{\w+\})/;

const accent = (text: string) =>
  text
    .split(PLACEHOLDER)
    .map((part, index) => (index % 2 ? part : part.replace(/[aeiouycnAEIOUCN]/g, (letter) => ACCENTED[letter])))
    .join('');

/** The text with its own words repeated until it is 40% longer, accented. */
function translated(text: string) {
  const words = text.split(' ');
  let longer = text;
  for (let index = 0; longer.length < text.length * GROWTH; index++) longer += ` ${words[index % words.length]}`;
  return accent(longer);
}

/** A text as the stress copy has it, by the name of its field. */
export function stressed(text: string, key: string) {
  if (/title$/i.test(key)) return `${LONG_WORD} ${LONG_TITLE_WORD} ${translated(text)}`;
  // Running text (a lead, a card's text, a paragraph) ends in a pasted address.
  if (text.length > 60) return `${translated(text)} ${PASTED_URL}`;
  return translated(text);
}

/** Whether a list item is a section with an anchor. */
const hasAnchor = (item: unknown) => Boolean(item && typeof item === 'object' && 'id' in item && item.id);

type Schema = ComponentSchema | { kind: 'object'; fields: Record<string, ComponentSchema> };

function stress(schema: Schema, value: unknown, key: string, dropped: unknown[]): unknown {
  if (schema.kind === 'object') {
    const object = value as Record<string, unknown>;
    return Object.fromEntries(Object.entries(object).map(([field, entry]) => [field, stress(schema.fields[field], entry, field, dropped)]));
  }
  if (schema.kind === 'array') {
    const items = (value as unknown[]).map((item) => stress(schema.element, item, key, dropped)).reverse();
    // One item removed (the last with no anchor, a link may lead to one, and not a link its list keeps), where another stays.
    const kept = linksKept(schema);
    const removable = items.findLastIndex((item) => !hasAnchor(item) && !kept.includes((item as { href?: string }).href ?? ''));
    if (items.length > 1 && removable >= 0) dropped.push(...items.splice(removable, 1));
    // Then as long as the schema lets it be, with repeats of its items (the longest list the editor
    // takes). The repeats drop their anchors, which may each appear once on a page.
    const longest = schema.validation?.length?.max;
    if (!longest) throw new Error(`The list ${key} takes any number of items: give it a limit in lib/content-schema/schema.mjs`);
    const repeat = (item: unknown) => (hasAnchor(item) ? { ...(item as object), id: '' } : item);
    return Array.from({ length: longest }, (_, index) => (index < items.length ? items[index] : repeat(items[index % items.length])));
  }
  return typeof value === 'string' && holdsWords(schema) ? stressed(value, key) : value;
}

/**
 * Rewrites every copy file of the project in `dir` as stress copy. Returns the copy of each file
 * (by its path, `lib/content/home.yaml`) as written, and the list items removed from it.
 */
export function writeStressCopy(dir: string) {
  const written = new Map<string, unknown>();
  const dropped: unknown[] = [];
  for (const [file, { schema }] of copyFiles) {
    const path = join(dir, file);
    const copy = stress({ kind: 'object', fields: schema }, readYaml(readFileSync(path, 'utf8')), '', dropped);
    writeFileSync(path, writeYaml(copy));
    written.set(file, copy);
  }
  return { written, dropped };
}

/** The stress build's own articles: their addresses, and the address the stress article had. */
export const STRESS_ARTICLES = {
  article: 'stress-article',
  formerAddress: 'stress-article-first-address',
  draft: 'stress-draft',
  future: 'stress-future',
  /** Enough published articles beside the three of the site for a second page of the index. */
  fillers: Array.from({ length: 10 }, (_, index) => `stress-filler-${index + 1}`),
};

const article = (fields: Record<string, unknown>, body: string) => `---\n${writeYaml(fields)}---\n${body}\n`;

/**
 * Writes the stress build's articles beside the site's in the project at `dir`: one as long as a
 * marketer may write it (a title of three lines and more, a body of as many blocks as an article
 * takes, long words and pasted addresses in every part, a list, a quote and a key figure), at its
 * second address; a draft; one dated to come; and ten short ones, which take the index to a
 * second page. Each with the cover of the site's newest article.
 */
export function writeStressArticles(dir: string, cover: { src: string; alt: string }) {
  const folder = join(dir, 'lib/content/insights');
  const fields = (title: string, date: string, extra: Record<string, unknown> = {}) => ({
    title,
    date,
    draft: false,
    summary: stressed('A summary as long as search results show and a little more, in the words of a planner who has read the whole queue report.', 'summary'),
    author: stressed('Gridwright editorial team', 'author'),
    cover,
    ...extra,
  });
  const summary = fields('', '').summary;
  const paragraph = (index: number) =>
    stressed(`Paragraph ${index + 1} of the body, on ${LONG_WORD} and what an ${LONG_TITLE_WORD} study finds in a cluster of requests.`, 'text');
  // Blocks up to the most an article takes, a paragraph each and, here and there, the other kinds.
  const blocks: { markdoc: string; paragraph?: string }[] = [];
  for (let index = 0; blocks.length < ARTICLE_BODY_BLOCKS; index++) {
    if (index % 10 === 0) blocks.push({ markdoc: `## ${stressed(`Section ${index / 10 + 1} of the article`, 'title')}` });
    if (index === 15) blocks.push({ markdoc: `### ${stressed('A subsection', 'title')}` });
    blocks.push({ markdoc: paragraph(index), paragraph: paragraph(index) });
    if (index === 5) {
      const items = [`- ${stressed('A first point of a list, long enough to wrap on a phone', 'text')}`, `- ${LONG_WORD}`, `- {% siteLink href="${PASTED_URL}" %}${PASTED_URL}{% /siteLink %}`];
      blocks.push({ markdoc: items.join('\n\n') });
    }
    if (index === 8) blocks.push({ markdoc: `> ${stressed('A quotation from a regulator that runs over several lines at every width of the page.', 'text')}` });
    if (index === 12) blocks.push({ markdoc: `{% keyFigure value="${LONG_WORD}" label="${stressed('What the figure counts, at length.', 'text')}" source="${PASTED_URL}" year=2024 /%}` });
    if (index === 20) blocks.push({ markdoc: `A link to {% siteLink href="/features/" %}the features of the platform{% /siteLink %} in running text.` });
  }
  const kept = blocks.slice(0, ARTICLE_BODY_BLOCKS);
  const body = kept.map(({ markdoc }) => markdoc).join('\n\n');
  const longTitle = stressed('How a Cluster Study Allocates Network Upgrade Costs Among the Projects of One Window, and What a Developer Can Do About It', 'title');
  writeFileSync(join(folder, `${STRESS_ARTICLES.article}.mdoc`), article(fields(longTitle, '2020-01-02', { formerAddresses: [STRESS_ARTICLES.formerAddress] }), body));
  writeFileSync(join(folder, `${STRESS_ARTICLES.draft}.mdoc`), article(fields('A draft kept off the site', '2020-01-01', { draft: true }), 'Not yet.'));
  writeFileSync(join(folder, `${STRESS_ARTICLES.future}.mdoc`), article(fields('An article dated to come', '2999-01-01'), 'Not yet.'));
  STRESS_ARTICLES.fillers.forEach((slug, index) =>
    writeFileSync(join(folder, `${slug}.mdoc`), article(fields(`A short article, number ${index + 1}`, `2019-01-${String(index + 1).padStart(2, '0')}`), paragraph(index))),
  );
  return { title: longTitle, summary, paragraphs: kept.flatMap(({ paragraph }) => (paragraph ? [paragraph] : [])) };
}
