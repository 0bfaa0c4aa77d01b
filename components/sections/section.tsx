import { useId, type ReactNode } from 'react';
import clsx from 'clsx';

import { FittedWords } from '@/components/ui/fitted-words';

type SectionProps = {
  title: string;
  intro?: string;
  /** Anchor target for in-page links; none when empty, as the editor leaves an unused one. */
  id?: string;
  tone?: 'plain' | 'muted';
  /** `split` sets the heading beside the content on wide screens, for prose. */
  layout?: 'stacked' | 'split';
  children: ReactNode;
};

/** One rhythm for every content section: spacing, background tone, width and a labelled heading. */
export function Section({ title, intro, id, tone = 'plain', layout = 'stacked', children }: SectionProps) {
  // Unique on the page whatever the titles: two sections may share one.
  const headingId = useId();
  return (
    <section id={id || undefined} aria-labelledby={headingId} className={clsx('py-20 sm:py-24 print:py-4', tone === 'muted' ? 'bg-muted' : 'bg-background')}>
      <div className={clsx('page-container', layout === 'split' && 'grid gap-x-16 lg:grid-cols-[5fr_7fr]')}>
        <div className="max-w-2xl">
          <h2 id={headingId} className="@container text-[2rem] leading-tight font-semibold tracking-tight text-foreground sm:text-title">
            <FittedWords text={title} />
          </h2>
          {intro && <p className="mt-4 text-lg text-muted-foreground sm:text-lead">{intro}</p>}
        </div>
        <div className={clsx('mt-12 print:mt-4', layout === 'split' && 'lg:mt-1.5')}>{children}</div>
      </div>
    </section>
  );
}
