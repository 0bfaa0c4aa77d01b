/**
 * The articles on disk (lib/content/<collection>/<address>.mdoc), read without checking their
 * bodies: which there are, their addresses and dates, and which the site shows now. The link check
 * asks this; the checked articles (articles.mjs) ask the link check.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { articleParts } from './article-file.mjs';
import { ARTICLE_ADDRESS, articleEntry } from '../content-schema/entry-rules.mjs';
import { articleCollections } from '../content-schema/schema.mjs';
import { goesLiveAt, isPreview, isPublished, isShown, publishing, siteNow } from '../content-schema/schedule.mjs';

/** Articles on each page of an index, /insights/, then /insights/page/2/ … */
const ARTICLES_PER_PAGE = 12;

/**
 * The address of page `number` (from 1) of the index at `page`: /insights/, then /insights/page/2/ …
 * @param {string} page
 * @param {number} number
 */
const indexPageHref = (page, number) => (number === 1 ? page : `${page}page/${number}/`);

/**
 * The pages after its first of the index at `page` (/insights/), for `count` articles.
 * @param {string} page
 * @param {number} count
 */
const indexPagePaths = (page, count) => Array.from({ length: Math.max(0, Math.ceil(count / ARTICLES_PER_PAGE) - 1) }, (_, index) => indexPageHref(page, index + 2));

/**
 * The address of the index at `page` (/insights/) for the articles written in the language `code`,
 * which are below it: /de/insights/ for a translation's; `page` itself for the site's language's (no code).
 * @param {string} page
 * @param {string} [code]
 */
const indexIn = (page, code) => (code ? `/${code}${page}` : page);

/**
 * The collection of the article file `file` (its path in the project), with its name, and the article's address; none for a file outside every collection.
 * @param {string} file
 */
function collectionOf(file) {
  for (const [name, collection] of articleCollections) {
    if (path.posix.dirname(file) === collection.folder && file.endsWith(collection.extension)) return { name, ...collection, slug: path.posix.basename(file, collection.extension) };
  }
  return undefined;
}

/**
 * The name of the collection whose article `file` is (lib/content/insights/<address>.mdoc, the address as it may be), if it is one.
 * @param {string} file
 */
const articleCollectionOf = (file) => {
  const collection = collectionOf(file);
  return collection && ARTICLE_ADDRESS.regex.test(collection.slug) ? collection.name : undefined;
};

/**
 * The article files of `collection`, or of every collection, as their paths in the project (lib/content/insights/<address>.mdoc).
 * @param {string} [collection]
 */
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

/** The fields of each article file on disk, as written (unchecked), with its collection and address; none for a file that is not YAML. */
const articleFields = () =>
  articlePaths().map((file) => {
    let fieldsRead;
    try {
      fieldsRead = articleParts(readFileSync(path.join(process.cwd(), file), 'utf8')).fields;
    } catch {
      fieldsRead = undefined;
    }
    // Every file articlePaths lists is in a collection's folder.
    return { .../** @type {NonNullable<ReturnType<typeof collectionOf>>} */ (collectionOf(file)), fields: fieldsRead };
  });

/**
 * Every article on disk that is not a draft: its address (below its language's index, `page`), its
 * language's code (empty for the site's), the addresses it had, and the instant it goes live; read without the body's checks (the link check of every copy file asks, and the
 * articles' own links would ask back). The deploy records which are live and which wait (lib/deploy/).
 */
function articleListing() {
  return articleFields().flatMap(({ name, page, slug, fields: fieldsRead }) => {
    if (!fieldsRead || fieldsRead.draft) return [];
    const formerAddresses = Array.isArray(fieldsRead.formerAddresses) ? fieldsRead.formerAddresses.map(String) : [];
    const language = typeof fieldsRead.language === 'string' ? fieldsRead.language : '';
    const index = indexIn(page, language);
    return [{ collection: name, page: index, language, slug, href: `${index}${slug}/`, title: String(fieldsRead.title ?? slug), formerAddresses, goesLiveAt: goesLiveAt(publishing(fieldsRead)) }];
  });
}

/** The articles the site shows at `now`, of articleListing. */
const articleAddresses = (now = siteNow()) => articleListing().filter((article) => isPreview() || article.goesLiveAt <= now);

/**
 * The date of every article on disk, drafts and dates to come too, by its entry in the editor
 * (`insights:<address>`): the editor lists them newest first. A file broken on disk has none, and
 * sorts with the new ones, first.
 */
const articleDates = () => Object.fromEntries(articleFields().map(({ name, slug, fields: fieldsRead }) => [articleEntry(name, slug), String(fieldsRead?.date ?? '')]));

export { articleAddresses, articleCollectionOf, articleDates, articleListing, articlePaths, ARTICLES_PER_PAGE, collectionOf, indexPageHref, indexPagePaths, isPublished, isShown, publishing };
