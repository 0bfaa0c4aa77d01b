/**
 * A copy file's YAML read with the line of each node, so that every mistake is named with its line
 * (copy-check.cjs, link-graph.cjs, articles.cjs). js-yaml, with which Keystatic writes the files.
 */
const { CORE_SCHEMA, load } = require('js-yaml');

const { copyFiles } = require('./schema.mjs');

/**
 * YAML as the editor writes it (js-yaml, Keystatic's own), as a tree of nodes that know their
 * line: `{ kind: 'mapping', value, line, pairs: [{ key, node }] }`, `{ kind: 'sequence', value,
 * line, items }` or `{ kind: 'scalar', value, line }`. js-yaml reports each node as it opens and
 * closes; a mapping's nodes come key, value, key, value.
 * @param {string} source
 * @returns {{ root: YamlNode, error?: undefined } | { error: { line: number, message: string }, root?: undefined }}
 */
function parseYaml(source) {
  /** @type {any[]} the nodes open, each gaining its fields as it closes */
  const open = [];
  /** @type {YamlNode | undefined} */
  let root;
  /** @type {(event: string, state: { line: number, result: unknown, kind?: string }) => void} */
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
  } catch (caught) {
    const error = /** @type {{ mark?: { line: number }, reason?: string, message: string }} */ (caught);
    return { error: { line: (error.mark?.line ?? 0) + 1, message: error.reason ?? error.message } };
  }
}

/**
 * @typedef {{ kind: 'mapping', value: unknown, line: number, pairs: { key: YamlNode, node: YamlNode }[] }
 *   | { kind: 'sequence', value: unknown, line: number, items: YamlNode[] }
 *   | { kind: 'scalar', value: unknown, line: number }} YamlNode
 */

/** @type {(node: YamlNode | undefined) => node is Extract<YamlNode, { kind: 'mapping' }>} */
const isMapping = (node) => node?.kind === 'mapping';
/** @type {(node: YamlNode | undefined) => node is Extract<YamlNode, { kind: 'sequence' }>} */
const isSequence = (node) => node?.kind === 'sequence';
/**
 * The node of a mapping's field `key`, if the mapping has it.
 * @type {(node: Extract<YamlNode, { kind: 'mapping' }>, key: string) => YamlNode | undefined}
 */
const fieldNode = (node, key) => node.pairs.find((pair) => pair.key.value === key)?.node;
/**
 * The line of `node`, or, when it is not there, of the node it belongs in.
 * @type {(node: YamlNode | undefined, fallback?: YamlNode) => number}
 */
const lineOf = (node, fallback) => node?.line ?? fallback?.line ?? 1;

/** @typedef {ReturnType<typeof parseYaml> & { file: string, page: string | undefined, schema: { kind: 'object', fields: Record<string, import('@keystatic/core').ComponentSchema> } }} ParsedCopy */

/**
 * The last text read of each copy file, parsed: the editor's preview checks the same files at every key.
 * @type {Map<string, { source: string, copy: ParsedCopy }>}
 */
const lastParsed = new Map();

/**
 * A copy file's YAML, beside what the schema says of it.
 * @param {string} source
 * @param {string} file one of the schema's copy files
 * @returns {ParsedCopy}
 */
function parseCopy(source, file) {
  const last = lastParsed.get(file);
  if (last?.source === source) return last.copy;
  const { schema, page } = /** @type {NonNullable<ReturnType<typeof copyFiles.get>>} */ (copyFiles.get(file));
  /** @type {ParsedCopy} */
  const copy = { file, page, ...parseYaml(source), schema: { kind: 'object', fields: /** @type {Record<string, import('@keystatic/core').ComponentSchema>} */ (schema) } };
  lastParsed.set(file, { source, copy });
  return copy;
}

module.exports = { fieldNode, isMapping, isSequence, lineOf, parseCopy, parseYaml };
