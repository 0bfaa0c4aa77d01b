import { isPublished, type Article } from '@/lib/articles';

/** Under `next dev`, where drafts and dates to come are shown: says which this article is. The export has neither. */
export function UnpublishedMark({ article }: { article: Article }) {
  if (isPublished(article)) return null;
  return <strong> · {article.draft ? 'Draft' : 'Scheduled'}</strong>;
}
