/**
 * The articles the site shows: read from lib/content/insights/ (articles.cjs) as the pages are
 * built. The export has those published (not drafts, dated today or before: a daily build
 * publishes a dated article on its day); the dev server has them all, drafts and dates to come
 * marked, so a marketer sees an article before it goes out.
 */
import { join } from 'node:path';

import type { Article } from '@/lib/content/articles.cjs';

/**
 * The reader, loaded by Node.js as the pages render rather than bundled with them: it checks the
 * articles against the editor's schema, whose fields would bring the editor's own browser code
 * (the link picker, 97 kB) into the site's pages. Through `getBuiltinModule`, which the bundler
 * does not follow as it follows an import of node:module.
 */
const { createRequire } = process.getBuiltinModule('node:module');
const { ARTICLES_PER_PAGE, isPublished, readArticles } = createRequire(join(process.cwd(), 'package.json'))(
  './lib/content/articles.cjs',
) as typeof import('@/lib/content/articles.cjs');

export { isPublished };
export type { Article };

const showsUnpublished = process.env.NODE_ENV === 'development';

let built: Article[] | undefined;

/**
 * Every article the site shows, newest first: read once by each process of the build (every page
 * asks), and at every request of the dev server, which shows a save at once.
 */
export function siteArticles(): Article[] {
  if (showsUnpublished) return readArticles();
  built ??= readArticles().filter((article) => isPublished(article));
  return built;
}

/** How many pages the index of `articles` takes, at least one. */
export const indexPageCount = (articles: readonly Article[]) => Math.max(1, Math.ceil(articles.length / ARTICLES_PER_PAGE));

/** The articles on page `number` (from 1) of the index. */
export const articlesOnPage = (articles: readonly Article[], number: number) => articles.slice((number - 1) * ARTICLES_PER_PAGE, number * ARTICLES_PER_PAGE);

/** The address of page `number` of the index. */
export const indexPageHref = (number: number) => (number === 1 ? '/insights/' : `/insights/page/${number}/`);

/** Each address an article had, with the article it leads to now. */
export const formerAddresses = (articles: readonly Article[]) =>
  articles.flatMap((article) => article.formerAddresses.map((slug) => ({ slug, article })));
