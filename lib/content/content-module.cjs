/**
 * A copy file (lib/content/<name>.yaml) as a JavaScript module, checked against the schema the
 * editor uses (schema.mjs). A mistake stops the module with its file and line: the dev server
 * shows it in place of the page, `npm run build` stops on it, and no blank field reaches a visitor.
 *
 * One function serves every reader of the copy: the bundler's loader (next.config.mjs), Jest's
 * transform (jest.config.mjs) and the e2e tests' require hook (playwright.config.ts).
 */
const { createHash } = require('node:crypto');
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { isMap, isSeq, LineCounter, parseDocument } = require('yaml');

const { copyFiles, SITE_PLACEHOLDERS } = require('./schema.mjs');

/** Filled in where the copy is used (the contact form's address, the mail link's length). */
const RUNTIME_PLACEHOLDERS = ['address', 'length'];
const PLACEHOLDER = /\{(\w+)\}/g;

const projectRoot = path.join(__dirname, '..', '..');
const siteModule = path.join(__dirname, '..', 'site');

/** `lib/content/home.yaml:12: hero.title: Title must not be empty`, one line per mistake. */
class ContentError extends Error {
  constructor(problems) {
    super(problems.join('\n'));
    this.name = 'ContentError';
  }
}

/**
 * The copy in `source` (read from `file`), checked; throws a ContentError naming each mistake.
 * `onIllustration` hears of each illustration file the copy uses.
 */
function readContent(source, file, onIllustration = () => {}) {
  const relativeFile = path.relative(projectRoot, file);
  const singleton = copyFiles.get(relativeFile.split(path.sep).join('/'));
  if (!singleton) {
    throw new ContentError([`${relativeFile}: not a copy file; lib/content/schema.mjs describes ${[...copyFiles.keys()].join(', ')}`]);
  }
  const lineCounter = new LineCounter();
  const document = parseDocument(source, { lineCounter });
  const lineOf = (node, fallback) => lineCounter.linePos(node?.range?.[0] ?? fallback?.range?.[0] ?? 0).line;
  const problems = document.errors.map(
    (error) => `${relativeFile}:${error.linePos?.[0].line ?? 1}: ${error.message.split('\n')[0].replace(/ at line \d+, column \d+:$/, '')}`,
  );
  if (problems.length === 0) {
    const problem = (node, fallback, field, message) => problems.push(`${relativeFile}:${lineOf(node, fallback)}: ${field}${message}`);
    checkField({ kind: 'object', fields: singleton.schema }, document.contents, undefined, '', { problem, onIllustration });
  }
  if (problems.length > 0) throw new ContentError(problems);
  return document.toJS();
}

/**
 * Walks the schema beside the YAML nodes, and reports where they part. `at` names the field
 * (`hero.title`); `parent` gives the line of a node that is not there.
 */
function checkField(schema, node, parent, at, report) {
  const { problem } = report;
  if (schema.kind === 'object') {
    if (!isMap(node)) return problem(node, parent, at || 'the file', ' must be a set of fields');
    const prefix = at ? `${at}.` : '';
    for (const pair of node.items) {
      if (!(pair.key.value in schema.fields)) {
        problem(pair.key, node, `${prefix}${pair.key.value}`, ` is not a field here; the fields are ${Object.keys(schema.fields).join(', ')}`);
      }
    }
    for (const [key, fieldSchema] of Object.entries(schema.fields)) {
      const pair = node.items.find((item) => item.key.value === key);
      if (!pair) {
        // The editor leaves an optional field out of the file when it is empty.
        if (!isOptional(fieldSchema)) problem(node, parent, `${prefix}${key}`, ' is missing');
      }
      else checkField(fieldSchema, pair.value, pair.key, `${prefix}${key}`, report);
    }
    return;
  }
  if (schema.kind === 'array') {
    if (!isSeq(node)) return problem(node, parent, at, ' must be a list');
    const min = schema.validation?.length?.min ?? 0;
    if (node.items.length < min) problem(node, parent, at, ` needs at least ${min} item${min === 1 ? '' : 's'}`);
    node.items.forEach((item, index) => checkField(schema.element, item, node, `${at}[${index}]`, report));
    return;
  }
  const value = node?.toJSON();
  try {
    schema.reader.parse(value);
  } catch (error) {
    return problem(node, parent, at, `: ${error.message}`);
  }
  // In the folder where the editor looks for it (each page's own, under public/), and there.
  if (schema.formKind === 'asset') {
    const folderUrl = `/${path.posix.relative('public', schema.directory)}/`;
    const illustration = path.join(projectRoot, 'public', String(value));
    if (!String(value).startsWith(folderUrl) || !existsSync(illustration)) {
      return problem(node, parent, at, `: ${value} is not a file in ${schema.directory}/`);
    }
    report.onIllustration(illustration, value);
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

/** `urls` replaces an illustration's URL. */
function expression(value, urls) {
  if (typeof value === 'string') return stringExpression(urls.get(value) ?? value);
  if (Array.isArray(value)) return `[${value.map((entry) => expression(entry, urls)).join(', ')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value).map(([key, entry]) => `${JSON.stringify(key)}: ${expression(entry, urls)}`).join(', ')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The module's source, as an ES module (`esm`) or CommonJS (`cjs`). `onIllustration` hears of
 * each illustration file, and may return the URL to use for it.
 */
function contentModule(source, file, format, onIllustration = () => undefined) {
  const illustrationUrls = new Map();
  const copy = readContent(source, file, (illustration, url) => illustrationUrls.set(url, onIllustration(illustration, url) ?? url));
  const body = expression(copy, illustrationUrls);
  const site = JSON.stringify(path.relative(path.dirname(file), siteModule).split(path.sep).join('/').replace(/^(?!\.)/, './'));
  const usesSite = body.includes('siteConfig.');
  if (format === 'esm') return `${usesSite ? `import { siteConfig } from ${site};\n` : ''}export default ${body};\n`;
  return `${usesSite ? `const { siteConfig } = require(${site});\n` : ''}module.exports = { __esModule: true, default: ${body} };\n`;
}

/**
 * The bundler's loader. The module depends on its illustrations too: the editor saves a new
 * drawing under the old name, and the dev server then redraws the open pages, with the file's
 * version in its URL so the browser fetches it again. The export keeps the plain URL.
 */
module.exports = function contentLoader(source) {
  const development = process.env.NODE_ENV === 'development';
  return contentModule(source, this.resourcePath, 'esm', (illustration, url) => {
    this.addDependency(illustration);
    if (development) return `${url}?v=${createHash('sha256').update(readFileSync(illustration)).digest('hex').slice(0, 8)}`;
  });
};
module.exports.process = (source, file) => ({ code: contentModule(source, file, 'cjs') });
module.exports.contentModule = contentModule;
module.exports.readContent = readContent;
module.exports.ContentError = ContentError;
