import type { ReactNode } from 'react';
import clsx from 'clsx';

import { FittedWords } from '@/components/ui/fitted-words';

import type { SectionProps } from '../section-props';
import type kind from './intro.schema.mjs';

type PageIntroProps = SectionProps<typeof kind>['value'] & {
  children?: ReactNode;
  /** It opens the page: its title is the page's heading, with room above for the header. Not so further down a composed page. */
  opensPage?: boolean;
};

/** The dark band at the top of every page, under the transparent header. */
export function PageIntro({ eyebrow, title, lead, children, opensPage = true }: PageIntroProps) {
  const Heading = opensPage ? 'h1' : 'h2';
  return (
    <div className={clsx('surface-ink schematic-grid bg-ink pb-16 sm:pb-20 print:py-4', opensPage ? 'pt-36 sm:pt-40' : 'pt-16 sm:pt-20')}>
      <div className="page-container">
        <p className="text-sm font-semibold tracking-widest text-accent-bright uppercase">{eyebrow}</p>
        <Heading className="@container mt-4 max-w-3xl text-[2.5rem] leading-tight font-semibold tracking-tight text-ink-foreground sm:text-title">
          <FittedWords text={title} />
        </Heading>
        <p className="mt-5 max-w-2xl text-lg text-ink-muted sm:text-lead">{lead}</p>
        {children}
      </div>
    </div>
  );
}

/** The introduction on a landing page, its heading the page's when it opens the page. */
export default function IntroSection({ value, opensPage }: SectionProps<typeof kind>) {
  return <PageIntro {...value} opensPage={opensPage} />;
}
