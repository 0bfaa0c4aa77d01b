import type { Metadata } from 'next';

import { ArticleIndex } from '@/components/insights/article-index';
import { insightsPageCopy } from '@/lib/content';
import { articlesOnPage, indexPageCount, indexPageHref, siteArticles } from '@/lib/insights';
import { pageMetadata, withBrand } from '@/lib/metadata';

export const dynamicParams = false;

type Params = { params: Promise<{ number: string }> };

/**
 * Pages 2 and on of the index. Page 1 is /insights/; its address here (the export needs one page
 * of this route to exist at least) sends a visitor there.
 */
export function generateStaticParams() {
  return Array.from({ length: indexPageCount(siteArticles()) }, (_, index) => ({ number: String(index + 1) }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const number = Number((await params).number);
  const page = insightsPageCopy.pagination.page.replaceAll('{number}', String(number));
  const base = pageMetadata('/insights/');
  return { ...base, title: { absolute: withBrand(`${insightsPageCopy.meta.title}, ${page}`) }, alternates: { canonical: indexPageHref(number) } };
}

export default async function InsightsPage({ params }: Params) {
  const number = Number((await params).number);
  const articles = siteArticles();
  if (number === 1) return <meta httpEquiv="refresh" content="0; url=/insights/" />;
  return <ArticleIndex copy={insightsPageCopy} articles={articlesOnPage(articles, number)} page={number} pageCount={indexPageCount(articles)} />;
}
