import { CardImage } from '@/components/cards/card-image';
import { FittedWords } from '@/components/ui/fitted-words';
import type { Article } from '@/lib/site-articles';

import { ArticleDate } from './article-date';
import { UnpublishedMark } from './unpublished-mark';

type ArticleCardProps = { article: Article; sizes: string; priority: boolean };

/** An article in the index: its cover, title (the link), summary and date. */
export function ArticleCard({ article, sizes, priority }: ArticleCardProps) {
  const { href, title, summary, date, cover } = article;
  return (
    <article aria-label={title} className="flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-background shadow-sm">
      <CardImage {...cover} sizes={sizes} priority={priority} />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm text-muted-foreground">
          <ArticleDate date={date} />
          <UnpublishedMark article={article} />
        </p>
        <h2 className="@container mt-2 text-lg font-semibold text-foreground">
          <a href={href} className="underline">
            <FittedWords text={title} />
          </a>
        </h2>
        <p className="mt-2 leading-relaxed text-muted-foreground">{summary}</p>
      </div>
    </article>
  );
}
