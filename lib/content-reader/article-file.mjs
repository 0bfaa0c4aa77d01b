/**
 * An article's file (lib/content/insights/<address>.mdoc) as Keystatic reads and writes it: its
 * fields in YAML between two lines of `---`, then its body in Markdoc. Without Keystatic itself, so
 * that the editor's saves and Publish (content-file.ts) and their tests read it as plain YAML.
 */
import { readYaml, writeYaml } from './yaml.mjs';

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/**
 * An article file's fields, as Keystatic reads them (a date stays the text it is), and its body's
 * Markdoc text; no fields where the file has no `---` lines. Throws where the fields are not YAML.
 * @param {string} source
 * @returns {{ fields: Record<string, unknown>, body: string }}
 */
function articleParts(source) {
  const front = FRONT_MATTER.exec(source);
  if (!front) return { fields: {}, body: source };
  const fields = readYaml(front[1]);
  return { fields: fields && typeof fields === 'object' && !Array.isArray(fields) ? /** @type {Record<string, unknown>} */ (fields) : {}, body: source.slice(front[0].length) };
}

/**
 * An article file's text from its fields and body, as Keystatic writes it.
 * @param {Record<string, unknown>} fields
 * @param {string} body
 */
const articleSource = (fields, body) => `---\n${writeYaml(fields)}---\n${body}`;

export { articleParts, articleSource, FRONT_MATTER };
