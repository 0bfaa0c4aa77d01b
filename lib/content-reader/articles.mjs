/**
 * The articles of each collection (lib/content/<collection>/<address>.mdoc: YAML fields between
 * `---` lines, then the body in Markdoc; schema.mjs lists the collections), read and checked as
 * the copy files are (copy-check.mjs): a mistake stops the build, or the dev page, with its
 * file, line and field. Their list, unchecked, is article-list.mjs's, given here too. Plain JavaScript: the build's pages, the host files (lib/hosting/) and the
 * tests read it with Node.js alone.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Markdoc from '@markdoc/markdoc';

import { fields } from '@keystatic/core';
import { FRONT_MATTER } from './article-file.mjs';
import { collectionOf, articlePaths } from './article-list.mjs';
import { checkField, ContentError, projectPath } from './copy-check.mjs';
import { fieldNode, isMapping, readYamlNodes } from './yaml.mjs';
import { ARTICLE_ADDRESS } from '../content-schema/entry-rules.mjs';
import { linkProblemsOf, siteTargets } from './link-graph.mjs';
import { writtenLanguage } from './translations.mjs';
import { articleCollections, collections } from '../content-schema/schema.mjs';
import { ARTICLE_BODY_BLOCKS } from '../content-schema/fields.mjs';

/** The Markdoc config each collection's body field writes to, with the names the page draws its tags with. */
const markdocConfigs = new Map(
  [...articleCollections].map(([name, { body }]) => [
    name,
    fields.markdoc.createMarkdocConfig(
      // The body field's own options and components; the type of `render` names components by kind, this names them by the names the page draws.
      /** @type {any} */ ({
        ...body,
        render: { tags: { keyFigure: 'KeyFigure', siteLink: 'ArticleLink' }, nodes: { heading: 'Heading', image: 'ArticleImage' } },
      }),
    ),
  ]),
);

/**
 * An article of a collection (Insights), read and checked.
 * @typedef {{
 *   collection: string,
 *   language: string,
 *   indexHref: string,
 *   title: string,
 *   date: string,
 *   time?: string,
 *   draft: boolean,
 *   summary: string,
 *   author: string,
 *   cover: import('../content-schema/types').Illustration,
 *   slug: string,
 *   href: string,
 *   formerAddresses: string[],
 *   file: string,
 *   body: import('@markdoc/markdoc').RenderableTreeNode,
 * }} Article
 * `collection` is its collection's name (`insights`), `language` the code of the language it is
 * written in (`en`, `de`), `indexHref` the page that lists it (/insights/, or /de/insights/ for a
 * translation's); `date` is `YYYY-MM-DD` and `time` the time of day (`HH:MM`) it goes live, in the
 * site's time zone; its address is /insights/<slug>/ (/de/insights/<slug>/), its file lib/content/insights/<slug>.mdoc;
 * its body is Markdoc's tree, to draw (components/articles/article-body.tsx).
 */

const TITLE = fields.text({ label: 'Title', validation: { isRequired: true, length: { min: 1 } } });

/**
 * The article in `source` (read from `file`): its collection, fields and address, its body as
 * Markdoc's tree (to draw with its collection's Markdoc config) and the links and images in it.
 * Throws a ContentError naming each mistake. `reading` as copy-check.mjs's readContent takes it.
 * @param {string} source
 * @param {string} file
 * @param {Reading} [reading]
 * @returns {Article & { images: { image: string, value: unknown }[] }}
 */
export function readArticle(source, file, reading = {}) {
  const relativeFile = projectPath(file);
  const collection = collectionOf(relativeFile);
  if (!collection) throw new ContentError([`${relativeFile}: an article is an .mdoc file in the folder of a collection of lib/content-schema/schema.mjs`]);
  const { slug } = collection;
  /** @type {string[]} */
  const problems = [];
  if (!ARTICLE_ADDRESS.regex.test(slug)) problems.push(`${relativeFile}:1: address: ${slug}: ${ARTICLE_ADDRESS.message}`);
  const front = FRONT_MATTER.exec(source);
  if (!front) throw new ContentError([...problems, `${relativeFile}:1: the file must begin with its fields between two lines of ---`]);
  const yaml = readYamlNodes(front[1]);
  if (yaml.error) throw new ContentError([...problems, `${relativeFile}:${yaml.error.line + 1}: ${yaml.error.message}`]);
  // Lines of the YAML are one down (the first ---); lines of the body after the fields.
  const bodyLine = front[0].split('\n').length - (front[0].endsWith('\n') ? 1 : 0);
  /** @type {import('./copy-check.mjs').Report['problem']} */
  const problem = (node, fallback, field, message) => void problems.push(`${relativeFile}:${(node?.line ?? fallback?.line ?? 1) + 1}: ${field}${message}`);
  // The title is the address's field too, which Keystatic reads with the file's name: checked as the line of text it is in the file.
  /** @type {Record<string, import('@keystatic/core').ComponentSchema>} */
  const frontFields = { ...collections[/** @type {keyof typeof collections} */ (collection.name)].schema, title: TITLE };
  delete frontFields.body;
  /** @type {{ image: string, value: unknown }[]} */
  const images = [];
  const exists = reading.exists ?? existsSync;
  checkField({ kind: 'object', fields: frontFields }, yaml.root, undefined, '', { problem, exists, onImage: (image, value) => void images.push({ image, value }) });

  const body = source.slice(front[0].length);
  const ast = Markdoc.parse(body);
  const bodyProblem = (/** @type {{ lines?: number[] }} */ node, /** @type {string} */ message) => void problems.push(`${relativeFile}:${bodyLine + (node.lines?.[0] ?? 0) + 1}: body: ${message}`);
  // A Markdown link is named below, with the way to write it.
  for (const { type, error, lines } of Markdoc.validate(ast, markdocConfigs.get(collection.name))) if (type !== 'link') bodyProblem({ lines }, error.message);
  if (ast.children.length > ARTICLE_BODY_BLOCKS) {
    bodyProblem(ast.children[ARTICLE_BODY_BLOCKS], `${ast.children.length} blocks, more than the ${ARTICLE_BODY_BLOCKS} an article takes: this one is the first over; split the article in two`);
  }
  /** @type {{ href: string, line: number }[]} */
  const links = [];
  for (const node of ast.walk()) {
    if (node.type === 'tag' && node.tag === 'siteLink') links.push({ href: node.attributes.href ?? '', line: bodyLine + (node.lines?.[0] ?? 0) + 1 });
    // The editor's body has no Markdown link, only the picked one: one written by hand is named.
    if (node.type === 'link') bodyProblem(node, `write the link to ${node.attributes.href} as {% siteLink href="${node.attributes.href}" %}…{% /siteLink %}, as the editor's Link button does`);
    if (node.type === 'image') {
      if (!node.attributes.alt?.trim()) bodyProblem(node, `the image ${node.attributes.src} needs its description`);
      const image = path.join(process.cwd(), 'lib', 'content', String(node.attributes.src));
      if (!String(node.attributes.src).startsWith(`${path.posix.relative('lib/content', collection.images)}/`) || !exists(image)) {
        bodyProblem(node, `${node.attributes.src} is not a file in ${collection.images}/`);
      } else images.push({ image, value: node.attributes.src });
    }
  }
  const fieldsRead = /** @type {Record<string, any>} */ (yaml.root.value);
  const language = writtenLanguage(fieldsRead.language);
  if ('problem' in language) problem(isMapping(yaml.root) ? fieldNode(yaml.root, 'language') : undefined, yaml.root, 'language', `: ${language.problem}`);
  const indexHref = 'prefix' in language ? `${language.prefix}${collection.page}` : collection.page;
  if (problems.length === 0) problems.push(...linkProblemsOf(relativeFile, indexHref, links, /** @type {Parameters<typeof linkProblemsOf>[3]} */ (reading)));
  if (problems.length > 0) throw new ContentError(problems);
  // Its fields checked against the schema above: the article's own.
  return /** @type {Article & { images: { image: string, value: unknown }[] }} */ ({
    ...fieldsRead,
    collection: collection.name,
    language: /** @type {{ code: string }} */ (language).code,
    indexHref,
    slug,
    href: `${indexHref}${slug}/`,
    draft: Boolean(fieldsRead.draft),
    formerAddresses: fieldsRead.formerAddresses ?? [],
    file: relativeFile,
    body: Markdoc.transform(ast, markdocConfigs.get(collection.name)),
    images,
  });
}

/**
 * @typedef {{ exists?: (image: string) => boolean, targets?: ReturnType<typeof siteTargets>, onCopyFile?: (file: string) => void, unsaved?: ReadonlyMap<string, string | Uint8Array> }} Reading the text of each file a save is about to write, read in place of the disk (an image: its bytes, which links never read)
 */

/**
 * Each article of `collection` (or of every one) on disk, newest first, checked; a mistake in any stops with all of them named.
 * @param {string} [collection]
 * @param {Reading} [reading]
 */
export function readArticles(collection = undefined, reading = {}) {
  // Where links may lead, read once for all of them (it reads every copy file and article).
  reading = { ...reading, targets: siteTargets(undefined, /** @type {Parameters<typeof siteTargets>[1]} */ (reading)) };
  /** @type {Article[]} */
  const articles = [];
  /** @type {string[]} */
  const problems = [];
  for (const file of articlePaths(collection)) {
    try {
      articles.push(readArticle(readFileSync(path.join(process.cwd(), file), 'utf8'), file, reading));
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(error.message);
    }
  }
  if (problems.length > 0) throw new ContentError(problems);
  return articles.sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

export {
  articleAddresses,
  articleCollectionOf,
  articleDates,
  articleListing,
  articlePaths,
  ARTICLES_PER_PAGE,
  indexPageHref,
  indexPagePaths,
  isPublished,
  isShown,
  publishing,
} from './article-list.mjs';
