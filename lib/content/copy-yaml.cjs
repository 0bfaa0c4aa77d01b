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

module.exports = { fieldNode, isMapping, isSequence, lineOf, parseCopy, parseYaml };
