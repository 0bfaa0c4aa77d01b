/**
 * A copy file's YAML beside what the schema says of it, with each node's line, so that every
 * mistake is named with its line.
 */
import { copyFileOf } from '../content-schema/schema.mjs';
import { readYamlNodes } from './yaml.mjs';

/** @typedef {ReturnType<typeof readYamlNodes> & { file: string, page: string | undefined, schema: { kind: 'object', fields: Record<string, import('@keystatic/core').ComponentSchema> } }} ParsedCopy */

/**
 * The last text read of each copy file, parsed: the editor's preview checks the same files at every key.
 * @type {Map<string, { source: string, copy: ParsedCopy }>}
 */
const lastParsed = new Map();

/**
 * @typedef {{ schema: Record<string, import('@keystatic/core').ComponentSchema>, page?: string }} DescribedFile
 * what the schema says of a file: its fields, and the page it draws, if one
 */

/**
 * A copy file's YAML, beside what the schema says of it (`described`, a copy file's own by default).
 * @param {string} source
 * @param {string} file one of the schema's copy files, or a file `described` describes
 * @param {DescribedFile} [described]
 * @returns {ParsedCopy}
 */
function parseCopy(source, file, described = copyFileOf(file)) {
  const last = lastParsed.get(file);
  if (last?.source === source) return last.copy;
  const { schema, page } = /** @type {DescribedFile} */ (described);
  /** @type {ParsedCopy} */
  const copy = { file, page, ...readYamlNodes(source), schema: { kind: 'object', fields: /** @type {Record<string, import('@keystatic/core').ComponentSchema>} */ (schema) } };
  lastParsed.set(file, { source, copy });
  return copy;
}

export { parseCopy };
