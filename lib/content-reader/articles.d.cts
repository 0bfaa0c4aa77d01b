import type { RenderableTreeNode } from '@markdoc/markdoc';

import type { Illustration } from '../content-schema/types';

/** An article of a collection (Insights), read and checked (articles.cjs). */
export type Article = {
  /** Its collection's name in the editor and lib/content-schema/schema.mjs: `insights`. */
  collection: string;
  /** The page that lists its collection: /insights/. */
  indexHref: string;
  title: string;
  /** `YYYY-MM-DD`, and the time of day (`HH:MM`) it goes live, both in the site's time zone (schedule.mjs). */
  date: string;
  time?: string;
  draft: boolean;
  summary: string;
  author: string;
  cover: Illustration;
  /** Its address: /insights/<slug>/. */
  slug: string;
  href: string;
  formerAddresses: string[];
  /** Its file in the project: lib/content/insights/<slug>.mdoc. */
  file: string;
  /** Its body, as Markdoc's tree, to draw (components/articles/article-body.tsx). */
  body: RenderableTreeNode;
};

export const ARTICLES_PER_PAGE: number;
/** The address of page `number` (from 1) of the index at `page`: /insights/, then /insights/page/2/ … */
export function indexPageHref(page: string, number: number): string;
/** The pages after its first of the index at `page` (/insights/), for `count` articles. */
export function indexPagePaths(page: string, count: number): string[];
/** Each article of `collection`, or of every collection, newest first, checked. */
export function readArticles(collection?: string): Article[];
/** The article in `source`, checked; `reading.exists` says whether an image it names is there (saved or about to be). */
export function readArticle(source: string, file: string, reading?: { exists?: (image: string) => boolean; unsaved?: Map<string, string | Buffer> }): Article;
/** Whether the site shows the article at `now` (schedule.mjs's clock): not a draft, and its time has come. */
export function isPublished(article: Pick<Article, 'draft' | 'date' | 'time'>, now?: Date): boolean;
/** What decides when an article goes live, from its fields as written in its file (unchecked). */
export function publishing(fields: Record<string, unknown>): Pick<Article, 'draft' | 'date' | 'time'>;
/** The date (`YYYY-MM-DD`) of every article on disk, by its entry in the editor (`insights:<address>`). */
export function articleDates(): Record<string, string>;
/** An article that is not a draft, read from its fields alone; `page` is its index's. */
export type ArticleListing = { collection: string; page: string; slug: string; href: string; title: string; formerAddresses: string[]; goesLiveAt: Date };
/** Every article on disk that is not a draft, with the instant it goes live. */
export function articleListing(): ArticleListing[];
/** The articles the site shows at `now` (schedule.mjs's clock). */
export function articleAddresses(now?: Date): ArticleListing[];
/** The name of the collection whose article `file` (its path in the project) is, if it is one. */
export function articleCollectionOf(file: string): string | undefined;
/** The article files of `collection`, or of every collection, as their paths in the project (lib/content/insights/<address>.mdoc). */
export function articlePaths(collection?: string): string[];
