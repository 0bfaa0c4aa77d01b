/**
 * The project's one way to read and write the copy's YAML (copy files, articles' fields): js-yaml,
 * the library Keystatic reads and writes them with, and one set of options. ESLint keeps js-yaml to
 * this file.
 */
import jsYaml, { CORE_SCHEMA, Type, dump, load } from 'js-yaml';

/** js-yaml's own types, exported for a schema of one's own (its index.js); its published typings leave them out. */
const { types } = /** @type {{ types: Record<'timestamp' | 'merge' | 'binary' | 'omap' | 'pairs' | 'set', import('js-yaml').Type> }} */ (/** @type {unknown} */ (jsYaml));

/**
 * What Keystatic reads (js-yaml's default schema), but a date stays the text it is, as the build
 * and the editor's date field take it. Written through it, a text that Keystatic would read as a
 * date, a number or a merge key is quoted, so the editor opens whatever the project writes (a
 * merged save, a discarded field) with the same values.
 */
const COPY_SCHEMA = CORE_SCHEMA.extend({
  implicit: [
    new Type('tag:yaml.org,2002:timestamp', { kind: 'scalar', resolve: types.timestamp.resolve, construct: (text) => text }),
    types.merge,
  ],
  explicit: [types.binary, types.omap, types.pairs, types.set],
});

/** For reading and writing alike; `noRefs`: a value written twice is written out twice, never as an alias. */
const YAML_OPTIONS = Object.freeze({ schema: COPY_SCHEMA, noRefs: true });

/**
 * The value of a YAML text. Throws a YAMLException, with its `mark`, where the text is not YAML.
 * @param {string} text
 * @returns {unknown}
 */
const readYaml = (text) => load(text, YAML_OPTIONS);

/**
 * The YAML text of `value`, laid out as Keystatic writes it.
 * @param {unknown} value
 */
const writeYaml = (value) => dump(value, YAML_OPTIONS);

/**
 * A YAML text as a tree of nodes that know their line, so that a mistake is named with it:
 * `{ kind: 'mapping', value, line, pairs: [{ key, node }] }`, `{ kind: 'sequence', value, line,
 * items }` or `{ kind: 'scalar', value, line }`. js-yaml's `listener` option (in its published
 * types, `LoadOptions.listener` and `State`'s `line`, `kind` and `result`, not in its README)
 * reports each node as it opens and closes; a mapping's nodes come key, value, key, value.
 * __tests__/yaml.test.ts fails by name if an upgrade moves it.
 * @param {string} source
 * @returns {{ root: YamlNode, error?: undefined } | { error: { line: number, message: string }, root?: undefined }}
 */
function readYamlNodes(source) {
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
    load(source, { ...YAML_OPTIONS, listener });
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

export { fieldNode, isMapping, isSequence, lineOf, readYaml, readYamlNodes, writeYaml, YAML_OPTIONS };
