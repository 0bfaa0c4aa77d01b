/**
 * The articles the site shows, of each collection (Insights): read from lib/content/<collection>/
 * (articles.mjs) as the pages are built. The export has those published (not drafts, their date
 * and time come: the scheduled deploy publishes one at its time, lib/deploy/), and a review's
 * preview those scheduled too; the dev server has them all. Each not yet live is marked.
 */
import type { Article } from '@/lib/content-reader/articles.mjs';
import { entryCopies } from '@/lib/content-reader/entry-copies';
import type { ArticleIndexCopy } from '@/lib/content-schema/types';
import { articlesModule, schemaModule } from '@/lib/node-loaded';
import { shownIn, siteLanguage } from '@/lib/site-languages';

const { ARTICLES_PER_PAGE, indexPageHref, isPublished, isShown, readArticles } = articlesModule;

export { indexPageHref, isPublished };
export type { Article };

const showsUnpublished = process.env.NODE_ENV === 'development';

let built: Article[] | undefined;

/**
 * Every article the site shows, of `collection` or of every one, newest first: read once by each
 * process of the build (every page asks), and at every request of the dev server, which shows a
 * save at once.
 */
export function siteArticles(collection?: string): Article[] {
  const articles = showsUnpublished ? readArticles() : (built ??= readArticles().filter((article) => isShown(article) && hasIndex(article)));
  return collection === undefined ? articles : articles.filter((article) => article.collection === collection);
}

/** Whether the index that lists `article` shows: a translation's once it is translated (translations.mjs). */
function hasIndex({ collection, language }: Article) {
  if (language === siteLanguage.code) return true;
  const { index } = schemaModule.articleCollections.get(collection)!;
  return shownIn(index).some((shown) => shown.language.code === language);
}

/** The articles of `collection` written in the language `code`, which its index in that language lists, newest first. */
export const articlesIn = (code: string, collection: string) => siteArticles(collection).filter((article) => article.language === code);

/**
 * Each collection of articles (schema.mjs): its name, the address of the page that lists it
 * (/insights/), that page's entry (`insightsPage`) and its copy.
 */
export const articleIndexes = [...schemaModule.articleCollections].map(([collection, { page, index }]) => ({
  collection,
  page,
  entry: index,
  copy: entryCopies[index] as ArticleIndexCopy,
}));

/** How many pages the index of `articles` takes, at least one. */
export const indexPageCount = (articles: readonly Article[]) => Math.max(1, Math.ceil(articles.length / ARTICLES_PER_PAGE));

/** The articles on page `number` (from 1) of the index. */
export const articlesOnPage = (articles: readonly Article[], number: number) => articles.slice((number - 1) * ARTICLES_PER_PAGE, number * ARTICLES_PER_PAGE);

/** Each address an article had, with the article it leads to now. */
export const formerAddresses = (articles: readonly Article[]) =>
  articles.flatMap((article) => article.formerAddresses.map((slug) => ({ slug, article })));
