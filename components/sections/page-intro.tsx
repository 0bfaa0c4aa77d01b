import type { ReactNode } from 'react';

import { FittedWords } from '@/components/ui/fitted-words';
import type { PageIntro as PageIntroCopy } from '@/lib/content';

type PageIntroProps = PageIntroCopy & { children?: ReactNode };

/** The dark band at the top of every page, under the transparent header. */
export function PageIntro({ eyebrow, title, lead, children }: PageIntroProps) {
  return (
    <div className="surface-ink schematic-grid bg-ink pt-36 pb-16 sm:pt-40 sm:pb-20 print:py-4">
      <div className="page-container">
        <p className="text-sm font-semibold tracking-widest text-accent-bright uppercase">{eyebrow}</p>
        <h1 className="@container mt-4 max-w-3xl text-[2.5rem] leading-tight font-semibold tracking-tight text-ink-foreground sm:text-title">
          <FittedWords text={title} />
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-ink-muted sm:text-lead">{lead}</p>
        {children}
      </div>
    </div>
  );
}
