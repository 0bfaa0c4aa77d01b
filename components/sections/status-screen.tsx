import type { ReactNode } from 'react';

import { FittedWords } from '@/components/ui/fitted-words';

type StatusScreenProps = { title: string; text: string; children: ReactNode };

/** Full-height dark panel for the not-found and error screens. */
export function StatusScreen({ title, text, children }: StatusScreenProps) {
  return (
    <div className="surface-ink schematic-grid flex min-h-[80dvh] items-center bg-ink pt-(--header-height) print:min-h-0 print:pt-0">
      <div className="page-container py-20 text-center print:py-6">
        <h1 className="@container text-[2.25rem] leading-tight font-semibold tracking-tight text-ink-foreground sm:text-title">
          <FittedWords text={title} />
        </h1>
        <p className="mx-auto mt-4 max-w-md text-lg text-ink-muted sm:text-lead">{text}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-3 print:hidden">{children}</div>
      </div>
    </div>
  );
}
