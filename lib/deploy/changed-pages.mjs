// The pages a change of the copy shows on, named as the editor's Publish view names them: what a
// review request's comment links to, and what the editor links to once the change is there.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { articleParts } from '../content-reader/article-file.mjs';
import { readYaml } from '../content-reader/yaml.mjs';
import { COMPOSED_PAGES } from '../content-schema/entry-rules.mjs';
import { articleCollections, copyFiles, editorItemOf } from '../content-schema/schema.mjs';

/** Where a part with no page of its own shows (the header on every page, the form's mail on Contact). */
const SHOWN_ON = { header: '/', footer: '/', glossary: '/', languages: '/', mail: '/contact/', notFound: '/404/' };

/**
 * An item's title, from its file as the branch has it: an article's or a landing page's.
 * @param {string} file
 * @param {string} cwd
 */
function titleOf(file, cwd) {
  const path = join(cwd, file);
  if (!existsSync(path)) return undefined;
  const text = readFileSync(path, 'utf8');
  const fields = file.endsWith(COMPOSED_PAGES.extension) ? readYaml(text) : articleParts(text).fields;
  return String(/** @type {Record<string, unknown>} */ (fields)?.title ?? '');
}

/**
 * The pages the changed `files` show on, each once, in the order the files come: `{ label, href }`.
 * A file of code, or an item removed, has none.
 * @param {string[]} files
 * @param {string} [cwd]
 */
export function changedPages(files, cwd = process.cwd()) {
  /** @type {Map<string, string>} */
  const pages = new Map();
  for (const file of files) {
    const item = editorItemOf(file);
    if (item) {
      const articles = articleCollections.get(item.collection);
      const own = articles ? `${articles.folder}/${item.address}${articles.extension}` : `${COMPOSED_PAGES.folder}/${item.address}${COMPOSED_PAGES.extension}`;
      const title = titleOf(own, cwd);
      if (title !== undefined) pages.set(articles ? `${articles.page}${item.address}/` : `/${item.address}/`, `${articles?.label ?? COMPOSED_PAGES.label} › ${title}`);
      continue;
    }
    const entry = [...copyFiles].find(([path, { images }]) => file === path || file.startsWith(`${images}/`));
    if (!entry) continue;
    const [, { entry: name, label, page }] = entry;
    const href = page ?? SHOWN_ON[/** @type {keyof typeof SHOWN_ON} */ (name)];
    if (href && !pages.has(href)) pages.set(href, page ? String(label) : `${label} (on ${href === '/' ? 'every page' : href})`);
  }
  return [...pages].map(([href, label]) => ({ label, href }));
}
