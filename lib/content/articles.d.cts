import type { RenderableTreeNode } from '@markdoc/markdoc';

import type { Illustration } from './types';

/** An article of Insights, read and checked (articles.cjs). */
export type Article = {
  title: string;
  /** `YYYY-MM-DD`. */
  date: string;
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
  /** Its body, as Markdoc's tree, to draw (components/insights/article-body.tsx). */
  body: RenderableTreeNode;
};

export const ARTICLES_PER_PAGE: number;
export function indexPagePaths(count: number): string[];
export function readArticles(): Article[];
/** The article in `source`, checked; `reading.exists` says whether an image it names is there (saved or about to be). */
export function readArticle(source: string, file: string, reading?: { exists?: (image: string) => boolean; unsaved?: Map<string, string | Buffer> }): Article;
export function isPublished(article: Pick<Article, 'draft' | 'date'>, day?: string): boolean;
/** The date (`YYYY-MM-DD`) of every article on disk, by its address. */
export function articleDates(): Record<string, string>;
/** The address, title and former addresses of each article the site shows on `day` (today), read from their fields alone. */
export function articleAddresses(day?: string): { slug: string; href: string; title: string; formerAddresses: string[] }[];
/** The article files, as their paths in the project (lib/content/insights/<address>.mdoc). */
export function articlePaths(): string[];
