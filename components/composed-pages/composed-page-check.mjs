// @ts-check
/**
 * The landing pages (lib/content/pages/<address>.yaml), each read and checked as a copy file is:
 * its sections against their kinds' schemas (components/sections/), its links, and its address
 * against the site's own routes. A mistake stops the build, or the dev page, with its file, line
 * and field. Plain JavaScript: the build's pages read it with Node.js alone.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { ContentError, projectPath, readContent } from '../../lib/content-reader/copy-check.mjs';
import { parseCopy } from '../../lib/content-reader/copy-yaml.mjs';
import { addressOfPage, builtAddresses, composedPagePaths } from '../../lib/content-reader/page-list.mjs';
import { siteLanguages, writtenLanguage } from '../../lib/content-reader/translations.mjs';
import { fieldNode, isMapping, isSequence, lineOf } from '../../lib/content-reader/yaml.mjs';
import { PAGE_ADDRESS } from '../../lib/content-schema/entry-rules.mjs';
import { OPENING_KINDS, SECTION_KINDS } from '../sections/kinds.mjs';
import { composedPageFile } from './composed-page-schema.mjs';

/**
 * The line of item `index` of the list `field` in a page's `source`, read and checked: a set of fields with that list.
 * @param {string} source
 * @param {string} file
 * @param {string} field
 * @param {number} index
 */
function lineOfItem(source, file, field, index) {
  const list = fieldNode(/** @type {Extract<import('../../lib/content-reader/yaml.mjs').YamlNode, { kind: 'mapping' }>} */ (parseCopy(source, file, composedPageFile(file)).root), field);
  return lineOf(isSequence(list) ? list.items[index] : list, undefined);
}

/** Where a page names its `index`th former address, as a problem begins: file, line and field. */
const formerAddressAt = (/** @type {string} */ source, /** @type {string} */ file, /** @type {number} */ index) =>
  `${file}:${lineOfItem(source, file, 'formerAddresses', index)}: formerAddresses[${index}]`;

/** @param {string} kind */
const kindOf = (kind) => /** @type {import('../sections/kinds.mjs').SectionKind | undefined} */ (SECTION_KINDS[/** @type {keyof typeof SECTION_KINDS} */ (kind)]);

/**
 * Where a page's words name what a screen reader lists (its landmarks and articles): each
 * section's title but the opening's (its heading), and each card's and capability's.
 * @param {string} source a page's source, read and checked
 * @param {string} file
 */
function namesOf(source, file) {
  /** @type {{ name: string, at: string, line: number }[]} */
  const names = [];
  /** @type {(node: import('../../lib/content-reader/yaml.mjs').YamlNode | undefined, at: string) => void} */
  const add = (node, at) => void names.push({ name: String(node?.value), at, line: lineOf(node, undefined) });
  const root = /** @type {Extract<import('../../lib/content-reader/yaml.mjs').YamlNode, { kind: 'mapping' }>} */ (parseCopy(source, file, composedPageFile(file)).root);
  const sections = fieldNode(root, 'sections');
  if (!isSequence(sections)) return names;
  sections.items.forEach((section, index) => {
    if (!isMapping(section)) return;
    const kind = String(fieldNode(section, 'discriminant')?.value);
    const value = fieldNode(section, 'value');
    if (OPENING_KINDS.includes(kind) || !isMapping(value)) return;
    add(fieldNode(value, 'title'), `sections[${index}].value.title`);
    const list = kindOf(kind)?.namedItems;
    const items = list ? fieldNode(value, list) : undefined;
    if (isSequence(items)) items.items.forEach((item, itemIndex) => isMapping(item) && add(fieldNode(item, 'title'), `sections[${index}].value.${list}[${itemIndex}].title`));
  });
  return names;
}

/**
 * Each name a page gives twice: a screen reader lists its sections, cards and capabilities by
 * their titles (the second accessibility engine, e2e/support/accessibility-engines.ts, holds a page to it).
 * @param {string} source
 * @param {string} file
 */
function repeatedNames(source, file) {
  const names = namesOf(source, file);
  return names.flatMap(({ name, at, line }, index) => {
    const first = names.find((other) => other.name === name);
    return first && names.indexOf(first) < index
      ? [`${file}:${line}: ${at}: "${name}" is already the title of ${first.at} (line ${first.line}); a screen reader lists a page's sections, cards and capabilities by their titles, so each needs its own`]
      : [];
  });
}

/**
 * The composed page in `source` (read from `file`): its fields, address and page. Throws a
 * ContentError naming each mistake. `reading` as copy-check.mjs's readContent takes it.
 * @param {string} source
 * @param {string} file
 * @param {Parameters<typeof readContent>[2]} [reading]
 * @returns {import('./composed-page-types').ComposedPage}
 */
export function readComposedPage(source, file, reading = {}) {
  const relativeFile = projectPath(file);
  const slug = addressOfPage(relativeFile);
  if (!PAGE_ADDRESS.regex.test(slug)) throw new ContentError([`${relativeFile}:1: address: ${slug}: ${PAGE_ADDRESS.message}`]);
  if (builtAddresses().includes(slug)) throw new ContentError([`${relativeFile}:1: address: /${slug}/ is a page or a route the site builds itself; choose another address`]);
  if (siteLanguages().translations.some(({ code }) => code === slug)) throw new ContentError([`${relativeFile}:1: address: /${slug}/ is where the site's pages in a language are; choose another address`]);
  const fields = /** @type {Record<string, any>} */ (readContent(source, file, { ...reading, described: composedPageFile(relativeFile) }));
  // The editor leaves an empty list out of the file.
  fields.formerAddresses ??= [];
  const own = /** @type {string[]} */ (fields.formerAddresses).flatMap((former, index) =>
    former === slug || builtAddresses().includes(former)
      ? [`${formerAddressAt(source, relativeFile, index)}: /${former}/ is ${former === slug ? "the page's own address" : 'a page or a route the site builds itself'}; take it out`]
      : [],
  );
  if (own.length > 0) throw new ContentError(own);
  const repeated = repeatedNames(source, relativeFile);
  if (repeated.length > 0) throw new ContentError(repeated);
  if (!OPENING_KINDS.includes(fields.sections[0].discriminant)) {
    const line = lineOfItem(source, relativeFile, 'sections', 0);
    const kinds = OPENING_KINDS.map((kind) => `a ${kindOf(kind)?.label.toLowerCase()}`).join(' or ');
    throw new ContentError([`${relativeFile}:${line}: sections[0]: a page opens with ${kinds}, whose title is the page's heading`]);
  }
  const language = writtenLanguage(fields.language);
  if ('problem' in language) throw new ContentError([`${relativeFile}:${source.split('\n').findIndex((line) => line.startsWith('language:')) + 1}: language: ${language.problem}`]);
  return /** @type {import('./composed-page-types').ComposedPage} */ ({ ...fields, draft: Boolean(fields.draft), slug, language: language.code, href: `${language.prefix}/${slug}/`, file: relativeFile });
}

/** Every composed page on disk, checked, by address; a mistake in any stops with all of them named. */
export function readComposedPages() {
  /** @type {import('./composed-page-types').ComposedPage[]} */
  const pages = [];
  /** @type {string[]} */
  const problems = [];
  for (const file of composedPagePaths()) {
    try {
      pages.push(readComposedPage(readFileSync(path.join(process.cwd(), file), 'utf8'), file));
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(error.message);
    }
  }
  // An address leads to one page: no page's former address is another page's address, or another's former one.
  const leadsTo = new Map(pages.map((page) => [page.slug, page.file]));
  for (const page of pages) {
    page.formerAddresses.forEach((former, index) => {
      const other = leadsTo.get(former);
      if (other) problems.push(`${formerAddressAt(readFileSync(path.join(process.cwd(), page.file), 'utf8'), page.file, index)}: /${former}/ leads to ${other} already; take it out of one of them`);
      else leadsTo.set(former, page.file);
    });
  }
  if (problems.length > 0) throw new ContentError(problems);
  return pages.sort((a, b) => a.href.localeCompare(b.href));
}

