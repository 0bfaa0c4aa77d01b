import type { Metadata } from 'next';

import { ArticleView } from '@/components/insights/article-view';
import { MovedArticle } from '@/components/insights/moved-article';
import { insightsPageCopy } from '@/lib/content';
import { formerAddresses, siteArticles } from '@/lib/insights';
import { articleMetadata, withBrand } from '@/lib/metadata';

export const dynamicParams = false;

type Params = { params: Promise<{ slug: string }> };

/** Each article the site shows, and each address one had (which leads on to it). */
export function generateStaticParams() {
  const articles = siteArticles();
  return [...articles.map(({ slug }) => ({ slug })), ...formerAddresses(articles).map(({ slug }) => ({ slug }))];
}

/** The article at `slug`, or the one that had this address. */
function find(slug: string) {
  const articles = siteArticles();
  const article = articles.find((candidate) => candidate.slug === slug);
  if (article) return { article };
  return { movedTo: formerAddresses(articles).find((former) => former.slug === slug)!.article };
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const found = find((await params).slug);
  if (found.article) return articleMetadata(found.article);
  // A search engine keeps the article's own address, never this one.
  return { title: { absolute: withBrand(insightsPageCopy.moved.title) }, alternates: { canonical: found.movedTo.href }, robots: { index: false } };
}

export default async function InsightsArticle({ params }: Params) {
  const found = find((await params).slug);
  if (found.article) return <ArticleView article={found.article} copy={insightsPageCopy} />;
  return <MovedArticle article={found.movedTo} copy={insightsPageCopy.moved} />;
}
