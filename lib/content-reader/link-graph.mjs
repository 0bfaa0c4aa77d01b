/**
 * Where the copy's links may lead: the pages the export writes (app/'s routes, and the articles
 * the site shows), each with the sections the copy gives an anchor, and the files of public/. A
 * link that leads nowhere, or an anchor given twice on a page, is named with its file, field and line.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

import { articleAddresses, indexPagePaths } from './article-list.mjs';
import { addressOfPage, composedPageAddresses } from './page-list.mjs';
import { parseCopy } from './copy-yaml.mjs';
import { readSettledFile } from './settled-read.mjs';
import { fieldNode, isMapping, isSequence, lineOf, readYamlNodes } from './yaml.mjs';
import { LAYOUT_SECTIONS, linkProblem } from '../content-schema/links.mjs';
import { articleCollections, copyFiles } from '../content-schema/schema.mjs';
import { isAnchor, isSiteLink } from '../content-schema/fields.mjs';

const projectRoot = process.cwd();

/** @typedef {import('./copy-yaml.mjs').ParsedCopy} ParsedCopy */
/** @typedef {import('./yaml.mjs').YamlNode} YamlNode */
/** @typedef {import('@keystatic/core').ComponentSchema} ComponentSchema */
/** @typedef {{ value: any, at: string, line: number, parent: YamlNode | undefined }} FoundField */
/** @typedef {FoundField & { title: any, copy: { file: string, page: string | undefined } }} Anchor an anchor, with the title of its block and the file that gives it */

/**
 * Each field of a copy file whose schema `wanted` picks: its value, name (`hero.actions.primary.href`),
 * line, and the set of fields it belongs to.
 * @param {ParsedCopy} copy
 * @param {(schema: ComponentSchema) => boolean} wanted
 */
function fieldsOf(copy, wanted) {
  /** @type {FoundField[]} */
  const found = [];
  /** @type {(schema: ComponentSchema, node: YamlNode | undefined, at: string, parent: YamlNode | undefined) => void} */
  const visit = (schema, node, at, parent) => {
    if (wanted(schema)) found.push({ value: node?.value, at, line: lineOf(node, parent), parent });
    else if (schema.kind === 'object' && isMapping(node)) {
      for (const [key, field] of Object.entries(schema.fields)) visit(field, fieldNode(node, key), at ? `${at}.${key}` : key, node);
    } else if (schema.kind === 'array' && isSequence(node)) {
      node.items.forEach((item, index) => visit(schema.element, item, `${at}[${index}]`, node));
    } else if (schema.kind === 'conditional' && isMapping(node)) {
      const kind = String(fieldNode(node, 'discriminant')?.value);
      if (kind in schema.values) visit(schema.values[kind], fieldNode(node, 'value'), `${at}.value`, node);
    }
  };
  visit(copy.schema, copy.root, '', undefined);
  return found;
}

/** The sections of a copy file's page that it gives an anchor: the anchor, with the title of its block. */
/** @param {ParsedCopy} copy */
const anchorsOf = (copy) =>
  fieldsOf(copy, isAnchor)
    .filter(({ value }) => value)
    .map((anchor) => ({ ...anchor, title: /** @type {any} */ (anchor.parent?.value)?.title }));

/**
 * The anchors of a landing page's sections, read from its YAML alone: every kind of section keeps
 * its anchor in `id` (components/sections/, whose test holds each kind to it), so lib/ need not
 * know the kinds. The same fields, names and lines as anchorsOf gives with the schema.
 * @param {string} file
 * @param {string} source
 */
function sectionAnchorsOf(file, source) {
  /** @type {Anchor[]} */
  const none = [];
  const { root } = readYamlNodes(source);
  const sections = isMapping(root) ? fieldNode(root, 'sections') : undefined;
  if (!isSequence(sections)) return none;
  /** @type {Anchor['copy']} */
  const copy = { file, page: `/${addressOfPage(file)}/` };
  return sections.items.flatMap((section, index) => {
    const value = isMapping(section) ? fieldNode(section, 'value') : undefined;
    const id = isMapping(value) ? fieldNode(value, 'id') : undefined;
    if (!id?.value) return none;
    return [{ value: id.value, at: `sections[${index}].value.id`, line: lineOf(id, value), parent: value, title: /** @type {any} */ (value?.value)?.title, copy }];
  });
}

/**
 * The pages the export writes: each folder of app/ that holds a page (`page.dev.tsx` ones exist
 * only in `next dev`), each article the site shows today with the pages of its collection's index,
 * and each composed page the site shows today.
 */
function sitePagePaths() {
  /** @type {string[]} */
  const paths = [];
  /** @type {(dir: string, route: string) => void} */
  const visit = (dir, route) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      // A folder of pages made from content ([slug]): the articles, below.
      if (entry.isDirectory() && !entry.name.startsWith('[')) visit(path.join(dir, entry.name), entry.name.startsWith('(') ? route : `${route}${entry.name}/`);
      else if (/^page\.(tsx|ts|jsx|js)$/.test(entry.name)) paths.push(route);
    }
  };
  visit(path.join(projectRoot, 'app'), '/');
  const articles = articleAddresses();
  paths.push(...articles.map(({ href }) => href));
  // Each index, the site's language's and each translation's with an article (/de/insights/), and its pages after the first.
  const siteIndexes = [...articleCollections.values()].map(({ page }) => page);
  const translatedIndexes = [...new Set(articles.map(({ page }) => page))].filter((page) => !siteIndexes.includes(page));
  paths.push(...translatedIndexes);
  for (const page of [...siteIndexes, ...translatedIndexes]) paths.push(...indexPagePaths(page, articles.filter((article) => article.page === page).length));
  paths.push(...composedPageAddresses().map(({ href }) => href));
  return paths.sort();
}

/**
 * Where links may lead: each page with its sections, from the anchors of the copy files and
 * composed pages that draw it (`current` as it is being checked, the others as `unsaved` has them or as they are on disk),
 * and the files of public/.
 * @param {ParsedCopy} [current]
 * @param {{ onCopyFile?: (file: string) => void, unsaved?: ReadonlyMap<string, string> }} [reading]
 */
function siteTargets(current = undefined, { onCopyFile = () => {}, unsaved = new Map() } = {}) {
  /** @type {(file: string) => string} */
  const sourceOf = (file) => {
    const unsavedSource = unsaved.get(file);
    if (unsavedSource !== undefined) return unsavedSource;
    const onDisk = path.join(projectRoot, file);
    onCopyFile(onDisk);
    return readSettledFile(onDisk);
  };
  /** @type {Anchor[]} */
  const copyFileAnchors = [...copyFiles]
    .filter(([, { page }]) => page)
    .map(([file]) => (file === current?.file ? current : parseCopy(sourceOf(file), file)))
    .filter((copy) => !copy.error)
    .flatMap((copy) => anchorsOf(copy).map((anchor) => ({ ...anchor, copy })));
  /** @type {Anchor[]} */
  const pageAnchors = composedPageAddresses().flatMap(({ file }) =>
    file === current?.file ? anchorsOf(current).map((anchor) => ({ ...anchor, copy: /** @type {Anchor['copy']} */ (current) })) : sectionAnchorsOf(file, sourceOf(file)),
  );
  /** @type {Map<string, string[]>} */
  const pages = new Map(sitePagePaths().map((page) => [page, []]));
  const anchors = [...copyFileAnchors, ...pageAnchors];
  for (const { copy, value } of anchors) {
    const sections = copy.page === undefined ? undefined : pages.get(copy.page);
    if (sections && !sections.includes(value) && !LAYOUT_SECTIONS.includes(value)) sections.push(value);
  }
  const isFile = (/** @type {string} */ url) => {
    let file;
    try {
      file = path.join(projectRoot, 'public', decodeURIComponent(url));
    } catch {
      return false; // A malformed escape (%zz) names no file.
    }
    return file.startsWith(path.join(projectRoot, 'public') + path.sep) && existsSync(file) && statSync(file).isFile();
  };
  return { pages, anchors, isFile, indexes: [...articleCollections.values()].map(({ page }) => page), moved: movedAddresses() };
}

/** Each address an article or a landing page had, with where it is now: a link there leads through a redirect, and should lead straight on. */
function movedAddresses() {
  const articles = articleAddresses().flatMap((/** @type {{ page: string, href: string, formerAddresses: string[] }} */ { page, href, formerAddresses }) => formerAddresses.map((slug) => [`${page}${slug}/`, href]));
  const composed = composedPageAddresses().flatMap(({ href, formerHrefs }) => formerHrefs.map((former) => [former, href]));
  return new Map(/** @type {[string, string][]} */ ([...articles, ...composed]));
}

/**
 * Each of `links` (`{ href, line }`, in an article's body, on `page`) that leads nowhere, one line
 * each; against `reading.targets` where the caller read them once for many articles.
 * @param {string} file
 * @param {string} page
 * @param {{ href: string, line: number }[]} links
 * @param {{ targets?: ReturnType<typeof siteTargets>, onCopyFile?: (file: string) => void, unsaved?: ReadonlyMap<string, string> }} reading
 */
function linkProblemsOf(file, page, links, reading) {
  if (links.length === 0) return [];
  const targets = reading.targets ?? siteTargets(undefined, reading);
  return links.flatMap(({ href, line }) => {
    const problem = linkProblem(href, { ...targets, from: page });
    return problem ? [`${file}:${line}: body: ${problem}`] : [];
  });
}

/**
 * Each link of the copy that leads nowhere, and each anchor a page already has, one line each. A
 * translation `standsFor` its original: checked in its place, as its page is the original's in its language.
 * @param {ParsedCopy} copy
 * @param {{ onCopyFile?: (file: string) => void, unsaved?: ReadonlyMap<string, string>, standsFor?: string }} [reading]
 */
function linkProblems(copy, { standsFor, ...reading } = {}) {
  const links = fieldsOf(copy, isSiteLink);
  const ownAnchors = anchorsOf(copy);
  if (links.length === 0 && ownAnchors.length === 0) return [];
  const checked = standsFor ? { ...copy, file: standsFor } : copy;
  const targets = siteTargets(checked, reading);
  const { anchors } = targets;
  const problems = links.flatMap(({ value, at, line }) => {
    const problem = linkProblem(value, { ...targets, from: copy.page });
    return problem ? [`${copy.file}:${line}: ${at}: ${problem}`] : [];
  });
  for (const anchor of ownAnchors) {
    const first = anchors.find((other) => other.copy.page === copy.page && other.value === anchor.value);
    if (LAYOUT_SECTIONS.includes(anchor.value)) {
      problems.push(`${copy.file}:${anchor.line}: ${anchor.at}: #${anchor.value} is the id the layout gives every page; choose another anchor`);
    } else if (first && (first.copy.file !== checked.file || first.at !== anchor.at)) {
      const where = first.copy.file === checked.file ? `${first.at} (line ${first.line})` : `${first.at} in ${first.copy.file}:${first.line}`;
      problems.push(`${copy.file}:${anchor.line}: ${anchor.at}: #${anchor.value} is already the anchor of ${where}; an anchor may appear once on a page`);
    }
  }
  return problems;
}

export { linkProblems, linkProblemsOf, siteTargets };
