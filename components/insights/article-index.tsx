import { articleCardImageSizes } from '@/components/cards/card-image-sizes';
import { PageIntro } from '@/components/sections/page-intro';
import type { InsightsPageCopy } from '@/lib/content';
import { indexPageHref, type Article } from '@/lib/insights';

import { ArticleCard } from './article-card';

const PAGE_NUMBER = 'inline-flex min-h-11 items-center rounded-md border border-border px-4 tabular-nums';

type ArticleIndexProps = { copy: InsightsPageCopy; articles: readonly Article[]; page: number; pageCount: number };

/** A page of the index of articles, /insights/ and /insights/page/<n>/: newest first, a card each. */
export function ArticleIndex({ copy, articles, page, pageCount }: ArticleIndexProps) {
  const { intro, pagination, feed } = copy;
  const sizes = articleCardImageSizes();
  return (
    <>
      <PageIntro {...intro} />
      <div className="bg-background py-20 sm:py-24">
        <div className="page-container">
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {articles.map((article, index) => (
              <li key={article.slug}>
                <ArticleCard article={article} sizes={sizes} priority={index === 0} />
              </li>
            ))}
          </ul>
          {pageCount > 1 && (
            <nav aria-label={pagination.label} className="mt-12 flex flex-wrap items-center gap-6">
              {page > 1 && (
                <a href={indexPageHref(page - 1)} rel="prev" className="font-medium text-accent underline">
                  {pagination.newer}
                </a>
              )}
              <ol className="flex flex-wrap gap-2">
                {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
                  <li key={number}>
                    {number === page ? (
                      <span aria-current="page" className={`${PAGE_NUMBER} bg-ink text-ink-foreground`}>
                        {number}
                      </span>
                    ) : (
                      <a href={indexPageHref(number)} aria-label={pagination.page.replaceAll('{number}', String(number))} className={PAGE_NUMBER}>
                        {number}
                      </a>
                    )}
                  </li>
                ))}
              </ol>
              {page < pageCount && (
                <a href={indexPageHref(page + 1)} rel="next" className="font-medium text-accent underline">
                  {pagination.older}
                </a>
              )}
            </nav>
          )}
          <p className="mt-12">
            <a href="/insights/feed.xml" type="application/atom+xml" className="font-medium text-accent underline">
              {feed}
            </a>
          </p>
        </div>
      </div>
    </>
  );
}
