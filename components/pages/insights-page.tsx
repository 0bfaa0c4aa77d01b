import { ArticleIndex } from '@/components/insights/article-index';
import type { InsightsPageCopy } from '@/lib/content';
import { articlesOnPage, indexPageCount, siteArticles } from '@/lib/insights';

/** The first page of Insights: its newest articles under the page's own words. */
export function InsightsPage({ copy }: { copy: InsightsPageCopy }) {
  const articles = siteArticles();
  return <ArticleIndex copy={copy} articles={articlesOnPage(articles, 1)} page={1} pageCount={indexPageCount(articles)} />;
}
