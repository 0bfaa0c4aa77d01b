import { goesLiveWords } from '@/lib/content-schema/schedule.mjs';
import { isPublished, type Article } from '@/lib/site-articles';

/**
 * Under `next dev`, where drafts and articles yet to go live are shown (and in the editor's
 * preview), and in a review's preview build, which shows scheduled ones: says which this article
 * is, and when a scheduled one goes live. The live site has neither.
 */
export function UnpublishedMark({ article }: { article: Article }) {
  if (isPublished(article)) return null;
  return <strong> · {article.draft ? 'Draft' : `Scheduled: goes live ${goesLiveWords(article)}`}</strong>;
}
