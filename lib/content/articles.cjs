/**
 * The articles of each collection (lib/content/<collection>/<address>.mdoc: YAML fields between
 * `---` lines, then the body in Markdoc; schema.mjs lists the collections), read and checked as
 * the copy files are (content-module.cjs): a mistake stops the build, or the dev page, with its
 * file, line and field. Plain JavaScript: the build's pages, the host files (lib/hosting/) and the
 * tests read it with Node.js alone.
 */
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const Markdoc = require('@markdoc/markdoc');

const { fields } = require('@keystatic/core');
const { articleParts, FRONT_MATTER } = require('./article-file.cjs');
const { ARTICLE_ADDRESS, articleEntry } = require('./entry-rules.mjs');
const { ARTICLE_BODY_BLOCKS, articleCollections, collections } = require('./schema.mjs');
const { goesLiveAt, isPublished, siteNow } = require('./schedule.mjs');

/** The Markdoc config each collection's body field writes to, with the names the page draws its tags with. */
const markdocConfigs = new Map(
  [...articleCollections].map(([name, { body }]) => [
    name,
    fields.markdoc.createMarkdocConfig({
      ...body,
      render: { tags: { keyFigure: 'KeyFigure', siteLink: 'ArticleLink' }, nodes: { heading: 'Heading', image: 'ArticleImage' } },
    }),
  ]),
);

/** Articles on each page of an index, /insights/, then /insights/page/2/ … */
const ARTICLES_PER_PAGE = 12;

/** The address of page `number` (from 1) of the index at `page`: /insights/, then /insights/page/2/ … */
const indexPageHref = (page, number) => (number === 1 ? page : `${page}page/${number}/`);

/** The pages after its first of the index at `page` (/insights/), for `count` articles. */
const indexPagePaths = (page, count) => Array.from({ length: Math.max(0, Math.ceil(count / ARTICLES_PER_PAGE) - 1) }, (_, index) => indexPageHref(page, index + 2));

const TITLE = fields.text({ label: 'Title', validation: { isRequired: true, length: { min: 1 } } });

/** The collection of the article file `file` (its path in the project), with its name, and the article's address; none for a file outside every collection. */
function collectionOf(file) {
  for (const [name, collection] of articleCollections) {
    if (path.posix.dirname(file) === collection.folder && file.endsWith(collection.extension)) return { name, ...collection, slug: path.posix.basename(file, collection.extension) };
  }
  return undefined;
}

/** The name of the collection whose article `file` is (lib/content/insights/<address>.mdoc, the address as it may be), if it is one. */
const articleCollectionOf = (file) => {
  const collection = collectionOf(file);
  return collection && ARTICLE_ADDRESS.regex.test(collection.slug) ? collection.name : undefined;
};

/**
 * The article in `source` (read from `file`): its collection, fields and address, its body as
 * Markdoc's tree (to draw with its collection's Markdoc config) and the links and images in it.
 * Throws a ContentError naming each mistake. `reading` as content-module.cjs's readContent takes it.
 */
function readArticle(source, file, reading = {}) {
  const { ContentError, checkField, parseYaml, projectPath, linkProblemsOf } = require('./content-module.cjs');
  const relativeFile = projectPath(file);
  const collection = collectionOf(relativeFile);
  if (!collection) throw new ContentError([`${relativeFile}: an article is an .mdoc file in the folder of a collection of lib/content/schema.mjs`]);
  const { slug } = collection;
  const problems = [];
  if (!ARTICLE_ADDRESS.regex.test(slug)) problems.push(`${relativeFile}:1: address: ${slug}: ${ARTICLE_ADDRESS.message}`);
  const front = FRONT_MATTER.exec(source);
  if (!front) throw new ContentError([...problems, `${relativeFile}:1: the file must begin with its fields between two lines of ---`]);
  const yaml = parseYaml(front[1]);
  if (yaml.error) throw new ContentError([...problems, `${relativeFile}:${yaml.error.line + 1}: ${yaml.error.message}`]);
  // Lines of the YAML are one down (the first ---); lines of the body after the fields.
  const bodyLine = front[0].split('\n').length - (front[0].endsWith('\n') ? 1 : 0);
  const problem = (node, fallback, field, message) => problems.push(`${relativeFile}:${(node?.line ?? fallback?.line ?? 1) + 1}: ${field}${message}`);
  // The title is the address's field too, which Keystatic reads with the file's name: checked as the line of text it is in the file.
  const frontFields = { ...collections[collection.name].schema, title: TITLE };
  delete frontFields.body;
  const images = [];
  const exists = reading.exists ?? existsSync;
  checkField({ kind: 'object', fields: frontFields }, yaml.root, undefined, '', { problem, exists, onImage: (image, value) => images.push({ image, value }) });

  const body = source.slice(front[0].length);
  const ast = Markdoc.parse(body);
  const bodyProblem = (node, message) => problems.push(`${relativeFile}:${bodyLine + (node.lines?.[0] ?? 0) + 1}: body: ${message}`);
  // A Markdown link is named below, with the way to write it.
  for (const { type, error, lines } of Markdoc.validate(ast, markdocConfigs.get(collection.name))) if (type !== 'link') bodyProblem({ lines }, error.message);
  if (ast.children.length > ARTICLE_BODY_BLOCKS) {
    bodyProblem(ast.children[ARTICLE_BODY_BLOCKS], `${ast.children.length} blocks, more than the ${ARTICLE_BODY_BLOCKS} an article takes: this one is the first over; split the article in two`);
  }
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
  if (problems.length === 0) problems.push(...linkProblemsOf(relativeFile, collection.page, links, reading));
  if (problems.length > 0) throw new ContentError(problems);
  const fieldsRead = yaml.root.value;
  return {
    ...fieldsRead,
    collection: collection.name,
    indexHref: collection.page,
    slug,
    href: `${collection.page}${slug}/`,
    draft: Boolean(fieldsRead.draft),
    formerAddresses: fieldsRead.formerAddresses ?? [],
    file: relativeFile,
    body: Markdoc.transform(ast, markdocConfigs.get(collection.name)),
    images,
  };
}

/** The article files of `collection`, or of every collection, as their paths in the project (lib/content/insights/<address>.mdoc). */
const articlePaths = (collection = undefined) =>
  [...articleCollections]
    .filter(([name]) => collection === undefined || name === collection)
    // A new collection's folder is there once its first article is saved.
    .filter(([, { folder }]) => existsSync(path.join(process.cwd(), folder)))
    .flatMap(([, { folder, extension }]) =>
      readdirSync(path.join(process.cwd(), folder))
        .filter((name) => name.endsWith(extension))
        .map((name) => `${folder}/${name}`),
    );

/** Each article of `collection` (or of every one) on disk, newest first, checked; a mistake in any stops with all of them named. */
function readArticles(collection = undefined, reading = {}) {
  const { ContentError, siteTargets } = require('./content-module.cjs');
  // Where links may lead, read once for all of them (it reads every copy file and article).
  reading = { ...reading, targets: siteTargets(undefined, reading) };
  const articles = [];
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

/** What decides when an article, as written in its file (unchecked), goes live. */
const publishing = (fieldsRead) => ({ draft: Boolean(fieldsRead.draft), date: String(fieldsRead.date ?? '9999-12-31'), time: fieldsRead.time === undefined ? undefined : String(fieldsRead.time) });

/** The fields of each article file on disk, as written (unchecked), with its collection and address; none for a file that is not YAML. */
const articleFields = () =>
  articlePaths().map((file) => {
    let fieldsRead;
    try {
      fieldsRead = articleParts(readFileSync(path.join(process.cwd(), file), 'utf8')).fields;
    } catch {
      fieldsRead = undefined;
    }
    return { ...collectionOf(file), fields: fieldsRead };
  });

/**
 * Every article on disk that is not a draft: its address, the addresses it had, and the instant it
 * goes live; read without the body's checks (the link check of every copy file asks, and the
 * articles' own links would ask back). The deploy records which are live and which wait (lib/deploy/).
 */
function articleListing() {
  return articleFields().flatMap(({ name, page, slug, fields: fieldsRead }) => {
    if (!fieldsRead || fieldsRead.draft) return [];
    const formerAddresses = Array.isArray(fieldsRead.formerAddresses) ? fieldsRead.formerAddresses.map(String) : [];
    return [{ collection: name, page, slug, href: `${page}${slug}/`, title: String(fieldsRead.title ?? slug), formerAddresses, goesLiveAt: goesLiveAt(publishing(fieldsRead)) }];
  });
}

/** The articles the site shows at `now`, of articleListing. */
const articleAddresses = (now = siteNow()) => articleListing().filter((article) => article.goesLiveAt <= now);

/**
 * The date of every article on disk, drafts and dates to come too, by its entry in the editor
 * (`insights:<address>`): the editor lists them newest first. A file broken on disk has none, and
 * sorts with the new ones, first.
 */
const articleDates = () => Object.fromEntries(articleFields().map(({ name, slug, fields: fieldsRead }) => [articleEntry(name, slug), String(fieldsRead?.date ?? '')]));

module.exports = { articleCollectionOf, articleDates, articlePaths, ARTICLES_PER_PAGE, indexPageHref, indexPagePaths, readArticle, readArticles, articleAddresses, articleListing, isPublished, publishing };
