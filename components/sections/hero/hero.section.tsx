import clsx from 'clsx';

import { ButtonPair } from '@/components/ui/button-link';
import { FittedWords } from '@/components/ui/fitted-words';
import { KeyFigure } from '../key-figures/key-figures.section';
import type { SectionProps } from '../section-props';
import type kind from './hero.schema.mjs';

type HomeHeroProps = SectionProps<typeof kind>['value'] & {
  /** It opens the page: its title is the page's heading, with room above for the header. Not so further down a composed page. */
  opensPage?: boolean;
};

/** Home's opening: a title with two buttons, beside a key figure with its source. */
export function HomeHero({ eyebrow, title, lead, actions, sourceLabel, figure, opensPage = true }: HomeHeroProps) {
  const Heading = opensPage ? 'h1' : 'h2';
  return (
    <div className={clsx('surface-ink schematic-grid relative overflow-hidden bg-ink pb-20 sm:pb-28 print:py-4', opensPage ? 'pt-36 sm:pt-44' : 'pt-20 sm:pt-28')}>
      {/* A soft glow drawn as a gradient: a blurred disc looked the same but cost the phone tens of
          milliseconds of rasterising before the first paint. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-72 inset-e-[calc(-10%-8rem)] size-[52rem] bg-radial from-sky-500/15 from-25% to-transparent to-70%"
      />
      <div className="page-container relative grid items-end gap-12 lg:grid-cols-[1.5fr_1fr]">
        <div>
          <p className="text-sm font-semibold tracking-widest text-accent-bright uppercase">{eyebrow}</p>
          <Heading className="@container mt-5 text-[2.75rem] leading-[1.05] font-semibold tracking-tight text-ink-foreground sm:text-display">
            <FittedWords text={title} />
          </Heading>
          <p className="mt-6 max-w-2xl text-lg text-ink-muted sm:text-lead">{lead}</p>
          <div className="mt-10 flex flex-wrap gap-3 print:hidden">
            <ButtonPair {...actions} />
          </div>
        </div>
        <KeyFigure {...figure} sourceLabel={sourceLabel} surface="ink" />
      </div>
    </div>
  );
}

/** The hero on a landing page, its heading the page's when it opens the page. */
export default function HeroSection({ value, opensPage }: SectionProps<typeof kind>) {
  return <HomeHero {...value} opensPage={opensPage} />;
}
