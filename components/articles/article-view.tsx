import { CardImage } from '@/components/cards/card-image';
import { FittedWords } from '@/components/ui/fitted-words';
import type { ArticleIndexCopy } from '@/lib/content-reader';
import type { Article } from '@/lib/site-articles';

import { ArticleBody } from './article-body';
import { ArticleDate } from './article-date';
import { ArticleJsonLd } from './article-json-ld';
import { UnpublishedMark } from './unpublished-mark';

/** The cover fills the article's column: 48rem less its padding, or the window less the page's padding. */
const COVER_SIZES = '(min-width: 48rem) 44rem, (min-width: 40rem) calc(100vw - 4rem), calc(100vw - 2.5rem)';

type ArticleViewProps = { article: Article; copy: ArticleIndexCopy };

/**
 * An article's page: title, date, author and cover on the dark band, then its body. The band's
 * top is short, so that on a phone's first screen the cover is the largest paint (a photo's
 * request leaves with the page's head).
 */
export function ArticleView({ article, copy }: ArticleViewProps) {
  const { title, summary, date, author, cover, body } = article;
  return (
    <article aria-label={title}>
      <ArticleJsonLd article={article} />
      <div className="surface-ink schematic-grid bg-ink py-20 sm:pt-40 sm:pb-20 print:py-4">
        <div className="page-container max-w-3xl">
          <a href={article.indexHref} className="inline-flex min-h-11 items-center text-sm font-semibold tracking-widest text-accent-bright uppercase hover:underline">
            {copy.backLink}
          </a>
          <h1 className="@container mt-2 text-[2.25rem] leading-tight font-semibold tracking-tight text-ink-foreground sm:text-title">
            <FittedWords text={title} />
          </h1>
          <p className="mt-5 text-lg text-ink-muted sm:text-lead">{summary}</p>
          <p className="mt-6 text-sm text-ink-muted">
            {copy.published} <ArticleDate date={date} /> · {copy.by} {author}
            <UnpublishedMark article={article} />
          </p>
          <div className="mt-8 overflow-hidden rounded-2xl">
            <CardImage {...cover} sizes={COVER_SIZES} priority />
          </div>
        </div>
      </div>
      <div className="bg-background py-20">
        <div className="page-container max-w-3xl">
          <ArticleBody body={body} sourceLabel={copy.sourceLabel} />
        </div>
      </div>
    </article>
  );
}
