import { goesLiveWords } from '@/lib/content-schema/schedule.mjs';
import { isPublished } from '@/lib/site-articles';

type Scheduled = { draft: boolean; date: string; time?: string };

/**
 * Under `next dev`, where landing pages not yet live are shown, and in a review's preview build,
 * which shows scheduled ones: says which this page is (a draft, or when a scheduled one goes
 * live), in a corner, over the page. The live site has none.
 */
export function UnpublishedPageMark({ page }: { page: Scheduled }) {
  if (isPublished(page)) return null;
  return (
    <p role="status" className="fixed bottom-4 inset-s-4 z-50 max-w-xs rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      {page.draft ? 'Draft: shown here and in the editor’s preview only.' : `Scheduled: goes live ${goesLiveWords(page)}.`}
    </p>
  );
}
