/**
 * A copy file checked against the editor's schema: every field there and none unknown, lists
 * within their limits, each value as its field reads it, images where the editor keeps them,
 * placeholders known, links leading somewhere. A mistake throws a ContentError naming its file and
 * line: the dev server shows it, and the build stops on it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

import { parseCopy } from './copy-yaml.mjs';
import { fieldNode, isMapping, isSequence, lineOf } from './yaml.mjs';
import { linkProblems } from './link-graph.mjs';
import { copyFileOf, copyFiles, SITE_PLACEHOLDERS } from '../content-schema/schema.mjs';
import { isSiteLink, linksKept } from '../content-schema/fields.mjs';

/** Filled in where the copy is used (the contact form's address, the mail link's length, a page's number). */
const RUNTIME_PLACEHOLDERS = ['address', 'length', 'number'];
const PLACEHOLDER = /\{(\w+)\}/g;

// Every reader runs in the project's folder (the build, the dev server and the editor's API, Jest,
// Playwright); the dev server bundles this module into the editor's API, where a module's own path is not real.
const projectRoot = process.cwd();

/**
 * A file's path in the project, as the schema and the editor name it: `lib/content/home.yaml`.
 * @param {string} file
 */
const projectPath = (file) => path.relative(projectRoot, file).split(path.sep).join('/');

/** `lib/content/home.yaml:12: hero.title: Title must not be empty`, one line per mistake. */
class ContentError extends Error {
  /** @param {string[]} problems */
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
 * → its bytes), read in place of the disk. `described` is what the schema says of the file: a copy
 * file's own by default (a landing page's reader gives its own). `onMissing`, where given, hears
 * of each field left empty rather than calling it a mistake: a translation is made a field at a time.
 * @param {string} source
 * @param {string} file
 * @param {{ onImage?: (image: string, value: unknown) => void, onCopyFile?: (file: string) => void, onMissing?: (field: string) => void, unsaved?: ReadonlyMap<string, string | Uint8Array>, described?: import('./copy-yaml.mjs').DescribedFile }} [reading]
 */
function readContent(source, file, { onImage = () => {}, onCopyFile = () => {}, onMissing, unsaved = new Map(), described = undefined } = {}) {
  const relativeFile = projectPath(file);
  const schema = described ?? copyFileOf(relativeFile);
  if (!schema) throw new ContentError([`${relativeFile}: not a copy file; lib/content-schema/ describes ${[...copyFiles.keys()].join(', ')}`]);
  const copy = parseCopy(source, relativeFile, schema);
  const problems = copy.error ? [`${relativeFile}:${copy.error.line}: ${copy.error.message}`] : [];
  if (!copy.error) {
    /** @type {Report['problem']} */
    const problem = (node, fallback, field, message) => void problems.push(`${relativeFile}:${lineOf(node, fallback)}: ${field}${message}`);
    const exists = (/** @type {string} */ image) => existsSync(image) || unsaved.has(projectPath(image));
    checkField(copy.schema, copy.root, undefined, '', { problem, missing: onMissing, onImage, exists });
    const standsFor = /** @type {{ original?: string }} */ (schema).original;
    if (problems.length === 0) problems.push(...linkProblems(copy, { onCopyFile, unsaved: /** @type {ReadonlyMap<string, string>} */ (unsaved), standsFor }));
  }
  if (problems.length > 0 || !copy.root) throw new ContentError(problems);
  return copy.root.value;
}

/**
 * Walks the schema beside the YAML nodes, and reports where they part. `at` names the field
 * (`hero.title`); `parent` gives the line of a node that is not there.
 * @typedef {import('./yaml.mjs').YamlNode} YamlNode
 * @typedef {{ reader: { parse: (value: unknown) => unknown }, formKind?: string, directory?: string }} ReadField a field of the schema's forms, as the check reads it
 * @typedef {{ problem: (node: YamlNode | undefined, fallback: YamlNode | undefined, field: string, message: string) => void, missing?: (field: string) => void, onImage: (image: string, value: unknown) => void, exists: (image: string) => boolean }} Report
 * @param {import('@keystatic/core').ComponentSchema} schema
 * @param {YamlNode | undefined} node
 * @param {YamlNode | undefined} parent
 * @param {string} at
 * @param {Report} report
 * @returns {void}
 */
function checkField(schema, node, parent, at, report) {
  const { problem } = report;
  if (schema.kind === 'object') {
    if (!isMapping(node)) return problem(node, parent, at || 'the file', ' must be a set of fields');
    const prefix = at ? `${at}.` : '';
    for (const pair of node.pairs) {
      if (!(String(pair.key.value) in schema.fields)) {
        problem(pair.key, node, `${prefix}${pair.key.value}`, ` is not a field here; the fields are ${Object.keys(schema.fields).join(', ')}`);
      }
    }
    for (const [key, fieldSchema] of Object.entries(schema.fields)) {
      const pair = node.pairs.find((item) => item.key.value === key);
      if (!pair) {
        // The editor leaves an optional field out of the file when it is empty.
        if (isOptional(fieldSchema)) continue;
        if (report.missing) report.missing(`${prefix}${key}`);
        else problem(node, parent, `${prefix}${key}`, ' is missing');
      }
      else checkField(fieldSchema, pair.node, pair.key, `${prefix}${key}`, report);
    }
    return;
  }
  if (schema.kind === 'conditional') {
    // A section of a composed page: `discriminant` names its kind, `value` holds its fields.
    if (!isMapping(node)) return problem(node, parent, at, ' must be a set of fields: discriminant (its kind) and value');
    const kind = fieldNode(node, 'discriminant');
    const kinds = Object.keys(schema.values);
    if (!kinds.includes(String(kind?.value))) return problem(kind, node, `${at}.discriminant`, `: ${kind?.value ?? 'none'} is not a kind here; the kinds are ${kinds.join(', ')}`);
    for (const pair of node.pairs) {
      if (!['discriminant', 'value'].includes(String(pair.key.value))) problem(pair.key, node, `${at}.${pair.key.value}`, ' is not a field here; the fields are discriminant, value');
    }
    return checkField(schema.values[String(kind?.value)], fieldNode(node, 'value'), node, `${at}.value`, report);
  }
  if (schema.kind === 'array') {
    if (!isSequence(node)) return problem(node, parent, at, ' must be a list');
    const { min = 0, max = Infinity } = schema.validation?.length ?? {};
    if (node.items.length < min) {
      if (node.items.length === 0 && report.missing) report.missing(at);
      else problem(node, parent, at, ` needs at least ${min} item${min === 1 ? '' : 's'}`);
    }
    if (node.items.length > max) problem(node, parent, at, ` has ${node.items.length} items, more than the ${max} it takes`);
    const hrefs = node.items.map((item) => (isMapping(item) ? fieldNode(item, 'href')?.value : undefined));
    for (const kept of linksKept(schema)) if (!hrefs.includes(kept)) problem(node, parent, at, ` must keep its link to ${kept}`);
    node.items.forEach((item, index) => checkField(schema.element, item, node, `${at}[${index}]`, report));
    return;
  }
  const value = node?.value;
  const field = /** @type {ReadField} */ (schema);
  try {
    field.reader.parse(value);
  } catch (caught) {
    if (report.missing && (value ?? '') === '') return report.missing(at);
    const { message: reason } = /** @type {Error} */ (caught);
    const message = isSiteLink(schema) && value ? `${value} is not a link the site can use. ${reason}` : reason;
    return problem(node, parent, at, `: ${message}`);
  }
  // In the folder where the editor looks for it (each page's own, under lib/content/images/), and there.
  if (field.formKind === 'asset') {
    const folder = `${path.posix.relative('lib/content', field.directory ?? '')}/`;
    const image = path.join(projectRoot, 'lib', 'content', String(value));
    if (!String(value).startsWith(folder) || !report.exists(image)) {
      return problem(node, parent, at, `: ${value} is not a file in ${field.directory}/`);
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

/** @param {import('@keystatic/core').ComponentSchema} schema */
function isOptional(schema) {
  if (schema.kind === 'array') return !schema.validation?.length?.min;
  if (schema.kind !== 'form') return false;
  try {
    /** @type {ReadField} */ (schema).reader.parse(undefined);
    return true;
  } catch {
    return false;
  }
}

export { checkField, ContentError, projectPath, readContent };
