import type { Metadata } from 'next';

import { ArticleIndex } from '@/components/articles/article-index';
import { insightsPageCopy, type ArticleIndexCopy } from '@/lib/content-reader';
import { articleIndexMetadata } from '@/lib/metadata';

export const metadata: Metadata = articleIndexMetadata('/insights/');

/**
 * The first page of Insights, its newest articles under the page's own words, from its copy file;
 * the editor's live preview passes the form's values as `copy` (app/(editor)/live-preview/). Its articles,
 * the pages after this one and its feed are the routes beside it.
 */
export default function Insights({ copy = insightsPageCopy }: { copy?: ArticleIndexCopy }) {
  return <ArticleIndex collection="insights" copy={copy} page={1} />;
}
