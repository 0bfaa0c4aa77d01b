import type { Metadata } from 'next';

import { ArticleIndex } from '@/components/insights/article-index';
import { insightsPageCopy, type InsightsPageCopy } from '@/lib/content';
import { articlesOnPage, indexPageCount, siteArticles } from '@/lib/insights';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = {
  ...pageMetadata('/insights/'),
  alternates: { canonical: '/insights/', types: { 'application/atom+xml': '/insights/feed.xml' } },
};

/**
 * The first page of Insights, its newest articles under the page's own words, from its copy file;
 * the editor's live preview passes the form's values as `copy` (app/live-preview/).
 */
export default function Insights({ copy = insightsPageCopy }: { copy?: InsightsPageCopy }) {
  const articles = siteArticles();
  return <ArticleIndex copy={copy} articles={articlesOnPage(articles, 1)} page={1} pageCount={indexPageCount(articles)} />;
}
