/**
 * A file of the content as the fields it holds, so that saves (save-merge.ts) and Publish
 * (app/_editor/publish/) compare, merge and put back either kind field by field: a copy file's YAML, or an
 * article's fields with its body as one field more (`body`, its Markdoc text).
 */
import { articleParts, articleSource } from './article-file.mjs';
import { isArticleFile } from '../content-schema/entry-rules.mjs';
import { readYaml, writeYaml } from './yaml.mjs';

/** Whether the file at `path` (in the project) holds fields: a copy file or an article. */
export const holdsFields = (path: string) => path.endsWith('.yaml') || isArticleFile(path);

/** The fields of the file at `path`, from its text. Throws where they are not YAML. */
export function fieldsOfFile(path: string, text: string): unknown {
  if (!isArticleFile(path)) return readYaml(text);
  const { fields, body } = articleParts(text);
  return { ...fields, body };
}

/** The text of the file at `path` that holds `fields`. */
export function fileOfFields(path: string, fields: unknown): string {
  if (!isArticleFile(path)) return writeYaml(fields);
  const { body = '', ...front } = fields as Record<string, unknown>;
  return articleSource(front, String(body));
}
