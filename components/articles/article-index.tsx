import { articleCardImageSizes } from '@/components/cards/card-image-sizes';
import { PageIntro } from '@/components/sections/intro/intro.section';
import type { ArticleIndexCopy } from '@/lib/content-reader';
import { articleIndexes, articlesIn, articlesOnPage, indexPageCount, indexPageHref } from '@/lib/site-articles';
import { addressIn, pageLanguage } from '@/lib/site-languages';

import { ArticleCard } from './article-card';

const PAGE_NUMBER = 'inline-flex min-h-11 items-center rounded-md border border-border px-4 tabular-nums';

type ArticleIndexProps = { collection: string; copy: ArticleIndexCopy; page: number };

/**
 * Page `page` of the index of a collection's articles in the page's language (/insights/,
 * /insights/page/<n>/, /de/insights/): newest first, a card each, under the index's own words (`copy`).
 */
export function ArticleIndex({ collection, copy, page }: ArticleIndexProps) {
  const { intro, pagination, feed } = copy;
  const sizes = articleCardImageSizes();
  const language = pageLanguage();
  const indexHref = addressIn(language, articleIndexes.find((each) => each.collection === collection)!.page);
  const allArticles = articlesIn(language.code, collection);
  const articles = articlesOnPage(allArticles, page);
  const pageCount = indexPageCount(allArticles);
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
                <a href={indexPageHref(indexHref, page - 1)} rel="prev" className="font-medium text-accent underline">
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
                      <a href={indexPageHref(indexHref, number)} aria-label={pagination.page.replaceAll('{number}', String(number))} className={PAGE_NUMBER}>
                        {number}
                      </a>
                    )}
                  </li>
                ))}
              </ol>
              {page < pageCount && (
                <a href={indexPageHref(indexHref, page + 1)} rel="next" className="font-medium text-accent underline">
                  {pagination.older}
                </a>
              )}
            </nav>
          )}
          <p className="mt-12">
            <a href={`${indexHref}feed.xml`} type="application/atom+xml" className="font-medium text-accent underline">
              {feed}
            </a>
          </p>
        </div>
      </div>
    </>
  );
}
