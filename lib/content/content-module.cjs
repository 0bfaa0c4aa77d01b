/**
 * A copy file (lib/content/<name>.yaml) as a JavaScript module, checked against the schema the
 * editor uses (schema.mjs). A mistake stops the module with its file and line: the dev server
 * shows it in place of the page, `npm run build` stops on it, and no blank field reaches a visitor.
 *
 * One function serves every reader of the copy: the bundler's loader (next.config.mjs), Jest's
 * transform (jest.config.mjs) and the e2e tests' require hook (playwright.config.ts).
 */
const { createHash } = require('node:crypto');
const { existsSync, readdirSync, readFileSync, statSync } = require('node:fs');
const path = require('node:path');
const { CORE_SCHEMA, load } = require('js-yaml');

const { LAYOUT_SECTIONS, linkProblem } = require('./links.mjs');
const { articleCollections, copyFiles, isAnchor, isSiteLink, SITE_PLACEHOLDERS } = require('./schema.mjs');
const { writeWhole } = require('../write-whole.cjs');

/** Filled in where the copy is used (the contact form's address, the mail link's length, a page's number). */
const RUNTIME_PLACEHOLDERS = ['address', 'length', 'number'];
const PLACEHOLDER = /\{(\w+)\}/g;

// Every reader runs in the project's folder (the build, the dev server and the editor's API, Jest,
// Playwright); the dev server bundles this module into the editor's API, where __dirname is not real.
const projectRoot = process.cwd();
const siteModule = path.join(__dirname, '..', 'site');

/** A file's path in the project, as the schema and the editor name it: `lib/content/home.yaml`. */
const projectPath = (file) => path.relative(projectRoot, file).split(path.sep).join('/');

/** `lib/content/home.yaml:12: hero.title: Title must not be empty`, one line per mistake. */
class ContentError extends Error {
  constructor(problems) {
    super(problems.join('\n'));
    this.name = 'ContentError';
  }
}

/**
 * The copy in `source` (read from `file`), checked; throws a ContentError naming each mistake.
 * `onImage` hears of each image file the copy uses (and its path in the copy), `onCopyFile` of
 * each other copy file read to check its links (a section's anchor may be in another file);
 * `unsaved` holds the files a save is about to write (`lib/content/home.yaml` → its text, an image
 * → its bytes), read in place of the disk.
 */
function readContent(source, file, { onImage = () => {}, onCopyFile = () => {}, unsaved = new Map() } = {}) {
  const relativeFile = projectPath(file);
  const described = copyFiles.get(relativeFile);
  if (!described) {
    throw new ContentError([`${relativeFile}: not a copy file; lib/content/schema.mjs describes ${[...copyFiles.keys()].join(', ')}`]);
  }
  const copy = parseCopy(source, relativeFile);
  const problems = copy.error ? [`${relativeFile}:${copy.error.line}: ${copy.error.message}`] : [];
  if (problems.length === 0) {
    const problem = (node, fallback, field, message) => problems.push(`${relativeFile}:${lineOf(node, fallback)}: ${field}${message}`);
    const exists = (image) => existsSync(image) || unsaved.has(projectPath(image));
    checkField(copy.schema, copy.root, undefined, '', { problem, onImage, exists });
    if (problems.length === 0) problems.push(...linkProblems(copy, { onCopyFile, unsaved }));
  }
  if (problems.length > 0) throw new ContentError(problems);
  return copy.root.value;
}

/**
 * YAML as the editor writes it (js-yaml, Keystatic's own), as a tree of nodes that know their
 * line: `{ kind: 'mapping', value, line, pairs: [{ key, node }] }`, `{ kind: 'sequence', value,
 * line, items }` or `{ kind: 'scalar', value, line }`. js-yaml reports each node as it opens and
 * closes; a mapping's nodes come key, value, key, value.
 */
function parseYaml(source) {
  const open = [];
  let root;
  const listener = (event, state) => {
    if (event === 'open') return void open.push({ line: state.line + 1, children: [] });
    const node = open.pop();
    node.value = state.result;
    node.kind = state.kind ?? 'scalar';
    if (node.kind === 'mapping') {
      node.pairs = [];
      for (let index = 0; index + 1 < node.children.length; index += 2) node.pairs.push({ key: node.children[index], node: node.children[index + 1] });
    } else if (node.kind === 'sequence') node.items = node.children;
    delete node.children;
    if (open.length > 0) open.at(-1).children.push(node);
    else root = node;
  };
  try {
    load(source, { schema: CORE_SCHEMA, listener });
    return { root: root ?? { kind: 'scalar', value: null, line: 1 } };
  } catch (error) {
    return { error: { line: (error.mark?.line ?? 0) + 1, message: error.reason ?? error.message } };
  }
}

const isMapping = (node) => node?.kind === 'mapping';
const isSequence = (node) => node?.kind === 'sequence';
/** The node of a mapping's field `key`, if the mapping has it. */
const fieldNode = (node, key) => node.pairs.find((pair) => pair.key.value === key)?.node;
/** The line of `node`, or, when it is not there, of the node it belongs in. */
const lineOf = (node, fallback) => node?.line ?? fallback?.line ?? 1;

/** The last text read of each copy file, parsed: the editor's preview checks the same files at every key. */
const lastParsed = new Map();

/** A copy file's YAML, beside what the schema says of it. */
function parseCopy(source, file) {
  const last = lastParsed.get(file);
  if (last?.source === source) return last.copy;
  const { schema, page } = copyFiles.get(file);
  const copy = { file, page, ...parseYaml(source), schema: { kind: 'object', fields: schema } };
  lastParsed.set(file, { source, copy });
  return copy;
}

/**
 * Each field of a copy file whose schema `wanted` picks: its value, name (`hero.actions.primary.href`),
 * line, and the set of fields it belongs to.
 */
function fieldsOf(copy, wanted) {
  const found = [];
  const visit = (schema, node, at, parent) => {
    if (wanted(schema)) found.push({ value: node?.value, at, line: lineOf(node, parent), parent });
    else if (schema.kind === 'object' && isMapping(node)) {
      for (const [key, field] of Object.entries(schema.fields)) visit(field, fieldNode(node, key), at ? `${at}.${key}` : key, node);
    } else if (schema.kind === 'array' && isSequence(node)) {
      node.items.forEach((item, index) => visit(schema.element, item, `${at}[${index}]`, node));
    }
  };
  visit(copy.schema, copy.root, '', undefined);
  return found;
}

/** The sections of a copy file's page that it gives an anchor: the anchor, with the title of its block. */
const anchorsOf = (copy) =>
  fieldsOf(copy, isAnchor)
    .filter(({ value }) => value)
    .map((anchor) => ({ ...anchor, title: anchor.parent?.value?.title }));

/**
 * The pages the export writes: each folder of app/ that holds a page (`page.dev.tsx` ones exist
 * only in `next dev`), and each article the site shows today with the pages of its collection's index.
 */
function sitePagePaths() {
  const paths = [];
  const visit = (dir, route) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      // A folder of pages made from content ([slug]): the articles, below.
      if (entry.isDirectory() && !entry.name.startsWith('[')) visit(path.join(dir, entry.name), entry.name.startsWith('(') ? route : `${route}${entry.name}/`);
      else if (/^page\.(tsx|ts|jsx|js)$/.test(entry.name)) paths.push(route);
    }
  };
  visit(path.join(projectRoot, 'app'), '/');
  const { articleAddresses, indexPagePaths } = require('./articles.cjs');
  const articles = articleAddresses();
  paths.push(...articles.map(({ href }) => href));
  for (const { page } of articleCollections.values()) paths.push(...indexPagePaths(page, articles.filter((article) => article.page === page).length));
  return paths.sort();
}

/**
 * Where links may lead: each page with its sections, from the anchors of the copy files that draw
 * it (`current` as it is being checked, the others as `unsaved` has them or as they are on disk),
 * and the files of public/.
 */
function siteTargets(current = undefined, { onCopyFile = () => {}, unsaved = new Map() } = {}) {
  const pageCopies = [...copyFiles].filter(([, { page }]) => page).map(([file]) => {
    if (file === current?.file) return current;
    if (unsaved.has(file)) return parseCopy(unsaved.get(file), file);
    const onDisk = path.join(projectRoot, file);
    onCopyFile(onDisk);
    return parseCopy(readFileSync(onDisk, 'utf8'), file);
  });
  const pages = new Map(sitePagePaths().map((page) => [page, []]));
  const anchors = pageCopies.filter((copy) => !copy.error).flatMap((copy) => anchorsOf(copy).map((anchor) => ({ ...anchor, copy })));
  for (const { copy, value } of anchors) {
    const sections = pages.get(copy.page);
    if (sections && !sections.includes(value) && !LAYOUT_SECTIONS.includes(value)) sections.push(value);
  }
  const isFile = (url) => {
    let file;
    try {
      file = path.join(projectRoot, 'public', decodeURIComponent(url));
    } catch {
      return false; // A malformed escape (%zz) names no file.
    }
    return file.startsWith(path.join(projectRoot, 'public') + path.sep) && existsSync(file) && statSync(file).isFile();
  };
  return { pages, anchors, isFile, indexes: [...articleCollections.values()].map(({ page }) => page) };
}

/**
 * Each of `links` (`{ href, line }`, in an article's body, on `page`) that leads nowhere, one line
 * each; against `reading.targets` where the caller read them once for many articles.
 */
function linkProblemsOf(file, page, links, reading) {
  if (links.length === 0) return [];
  const targets = reading.targets ?? siteTargets(undefined, reading);
  return links.flatMap(({ href, line }) => {
    const problem = linkProblem(href, { ...targets, from: page });
    return problem ? [`${file}:${line}: body: ${problem}`] : [];
  });
}

/** Each link of the copy that leads nowhere, and each anchor a page already has, one line each. */
function linkProblems(copy, reading) {
  const links = fieldsOf(copy, isSiteLink);
  const ownAnchors = anchorsOf(copy);
  if (links.length === 0 && ownAnchors.length === 0) return [];
  const targets = siteTargets(copy, reading);
  const { anchors } = targets;
  const problems = links.flatMap(({ value, at, line }) => {
    const problem = linkProblem(value, { ...targets, from: copy.page });
    return problem ? [`${copy.file}:${line}: ${at}: ${problem}`] : [];
  });
  for (const anchor of ownAnchors) {
    const first = anchors.find((other) => other.copy.page === copy.page && other.value === anchor.value);
    if (LAYOUT_SECTIONS.includes(anchor.value)) {
      problems.push(`${copy.file}:${anchor.line}: ${anchor.at}: #${anchor.value} is the id the layout gives every page; choose another anchor`);
    } else if (first && (first.copy.file !== copy.file || first.at !== anchor.at)) {
      const where = first.copy.file === copy.file ? `${first.at} (line ${first.line})` : `${first.at} in ${first.copy.file}:${first.line}`;
      problems.push(`${copy.file}:${anchor.line}: ${anchor.at}: #${anchor.value} is already the anchor of ${where}; an anchor may appear once on a page`);
    }
  }
  return problems;
}

/**
 * Walks the schema beside the YAML nodes, and reports where they part. `at` names the field
 * (`hero.title`); `parent` gives the line of a node that is not there.
 */
function checkField(schema, node, parent, at, report) {
  const { problem } = report;
  if (schema.kind === 'object') {
    if (!isMapping(node)) return problem(node, parent, at || 'the file', ' must be a set of fields');
    const prefix = at ? `${at}.` : '';
    for (const pair of node.pairs) {
      if (!(pair.key.value in schema.fields)) {
        problem(pair.key, node, `${prefix}${pair.key.value}`, ` is not a field here; the fields are ${Object.keys(schema.fields).join(', ')}`);
      }
    }
    for (const [key, fieldSchema] of Object.entries(schema.fields)) {
      const pair = node.pairs.find((item) => item.key.value === key);
      if (!pair) {
        // The editor leaves an optional field out of the file when it is empty.
        if (!isOptional(fieldSchema)) problem(node, parent, `${prefix}${key}`, ' is missing');
      }
      else checkField(fieldSchema, pair.node, pair.key, `${prefix}${key}`, report);
    }
    return;
  }
  if (schema.kind === 'array') {
    if (!isSequence(node)) return problem(node, parent, at, ' must be a list');
    const { min = 0, max = Infinity } = schema.validation?.length ?? {};
    if (node.items.length < min) problem(node, parent, at, ` needs at least ${min} item${min === 1 ? '' : 's'}`);
    if (node.items.length > max) problem(node, parent, at, ` has ${node.items.length} items, more than the ${max} it takes`);
    node.items.forEach((item, index) => checkField(schema.element, item, node, `${at}[${index}]`, report));
    return;
  }
  const value = node?.value;
  try {
    schema.reader.parse(value);
  } catch (error) {
    const message = isSiteLink(schema) && value ? `${value} is not a link the site can use. ${error.message}` : error.message;
    return problem(node, parent, at, `: ${message}`);
  }
  // In the folder where the editor looks for it (each page's own, under lib/content/images/), and there.
  if (schema.formKind === 'asset') {
    const folder = `${path.posix.relative('lib/content', schema.directory)}/`;
    const image = path.join(projectRoot, 'lib', 'content', String(value));
    if (!String(value).startsWith(folder) || !report.exists(image)) {
      return problem(node, parent, at, `: ${value} is not a file in ${schema.directory}/`);
    }
    report.onImage(image, value);
  }
  if (typeof value === 'string') {
    for (const [, name] of value.matchAll(PLACEHOLDER)) {
      if (!(name in SITE_PLACEHOLDERS) && !RUNTIME_PLACEHOLDERS.includes(name)) {
        problem(node, parent, at, `: {${name}} is not a placeholder; use ${Object.keys(SITE_PLACEHOLDERS).map((known) => `{${known}}`).join(', ')}`);
      }
    }
  }
}

function isOptional(schema) {
  if (schema.kind === 'array') return !schema.validation?.length?.min;
  if (schema.kind !== 'form') return false;
  try {
    schema.reader.parse(undefined);
    return true;
  } catch {
    return false;
  }
}

/**
 * A string of copy as a JavaScript expression: site placeholders become reads of lib/site.ts,
 * so the build's environment fills them in as it did in template literals.
 */
function stringExpression(value) {
  const parts = value.split(/\{(\w+)\}/);
  return parts
    .map((part, index) => {
      if (index % 2 === 0) return part === '' ? null : JSON.stringify(part);
      return part in SITE_PLACEHOLDERS ? `siteConfig.${SITE_PLACEHOLDERS[part]}` : JSON.stringify(`{${part}}`);
    })
    .filter(Boolean)
    .join(' + ') || '""';
}

/** `images` maps an image's path in the copy to what the module gives instead. */
function expression(value, images) {
  if (typeof value === 'string') return stringExpression(images.get(value) ?? value);
  if (Array.isArray(value)) return `[${value.map((entry) => expression(entry, images)).join(', ')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value).map(([key, entry]) => `${JSON.stringify(key)}: ${expression(entry, images)}`).join(', ')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The module's source, as an ES module (`esm`) or CommonJS (`cjs`); `reading` as readContent takes
 * it, but its `onImage` may return what to give in place of the image's path.
 */
function contentModule(source, file, format, { onImage = () => undefined, ...reading } = {}) {
  const images = new Map();
  const copy = readContent(source, file, { ...reading, onImage: (image, value) => images.set(value, onImage(image, value) ?? value) });
  const body = expression(copy, images);
  const site = JSON.stringify(path.relative(path.dirname(file), siteModule).split(path.sep).join('/').replace(/^(?!\.)/, './'));
  const usesSite = body.includes('siteConfig.');
  if (format === 'esm') return `${usesSite ? `import { siteConfig } from ${site};\n` : ''}export default ${body};\n`;
  return `${usesSite ? `const { siteConfig } = require(${site});\n` : ''}module.exports = { __esModule: true, default: ${body} };\n`;
}

/**
 * The bundler's loader. The module depends on its images too: the editor saves a new one under
 * the old name, and under `next dev` the module then gives the image's path with the file's
 * version after it (`?v=…`, which lib/images/ reads past), so it changes and the dev server
 * redraws the open pages. It depends on the copy files whose anchors its links point to, so
 * renaming an anchor checks the links again.
 *
 * Under `next dev`, a copy file that breaks (an edit by hand, a `git pull`) gives the module as it
 * last built, with the mistake in a comment so the pages redraw: every page, and the editor, stays
 * open and names the mistake (app/keystatic/copy-problems.tsx) until it is mended. The build stops.
 */
module.exports = function contentLoader(source) {
  const development = process.env.NODE_ENV === 'development';
  const build = () =>
    contentModule(source, this.resourcePath, 'esm', {
      onImage: (image, value) => {
        this.addDependency(image);
        if (development) return `${value}?v=${createHash('sha256').update(readFileSync(image)).digest('hex').slice(0, 8)}`;
      },
      onCopyFile: (copyFile) => this.addDependency(copyFile),
    });
  if (!development) return build();
  const lastBuilt = path.join(projectRoot, '.next', 'cache', 'copy-last-built', `${path.basename(this.resourcePath)}.js`);
  try {
    const built = build();
    // Whole: the dev server builds the module for its server and browser layers at once, and one
    // read half written (empty) made the copy `{}` and every page a TypeError.
    writeWhole(lastBuilt, built);
    return built;
  } catch (error) {
    if (!(error instanceof ContentError) || !existsSync(lastBuilt)) throw error;
    const last = readFileSync(lastBuilt, 'utf8');
    if (!last.includes('export default')) throw error;
    return `${last}/* Not built: ${error.message.replaceAll('*/', '* /')} */\n`;
  }
};
module.exports.process = (source, file) => ({ code: contentModule(source, file, 'cjs') });
module.exports.contentModule = contentModule;
module.exports.readContent = readContent;
module.exports.ContentError = ContentError;
module.exports.siteTargets = siteTargets;
// For the articles' reader (articles.cjs), which checks an article as this checks a copy file.
Object.assign(module.exports, { checkField, parseYaml, projectPath, linkProblemsOf });
