import type { Metadata } from 'next';

import { ArticleIndex } from '@/components/insights/article-index';
import { insightsPageCopy } from '@/lib/content';
import { articlesOnPage, indexPageCount, siteArticles } from '@/lib/insights';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = {
  ...pageMetadata('/insights/'),
  alternates: { canonical: '/insights/', types: { 'application/atom+xml': '/insights/feed.xml' } },
};

export default function Insights() {
  const articles = siteArticles();
  return <ArticleIndex copy={insightsPageCopy} articles={articlesOnPage(articles, 1)} page={1} pageCount={indexPageCount(articles)} />;
}
