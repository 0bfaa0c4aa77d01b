import clsx from 'clsx';

import { FadeIn } from '@/components/ui/fade-in';
import { FittedWords } from '@/components/ui/fitted-words';
import { GlossaryText } from '@/components/glossary/glossary-text';
import type { TitledText } from '@/lib/content-reader';

import { Section } from '../section';
import type { SectionProps } from '../section-props';
import type kind from './titled-texts.schema.mjs';

type TitledTextGridProps = {
  items: readonly TitledText[];
  /** Steps in a sequence: an ordered list with their numbers shown. */
  numbered?: boolean;
  columns?: 1 | 2 | 3 | 4;
};

const columnClasses = {
  1: '',
  2: 'sm:grid-cols-2',
  3: 'md:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
};

/** Short titled statements: audiences, highlights, capabilities in brief, demo steps. */
export function TitledTextGrid({ items, numbered = false, columns = 2 }: TitledTextGridProps) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className={clsx('grid gap-6', columnClasses[columns])}>
      {items.map((item, index) => (
        <li key={index}>
          <FadeIn className="h-full rounded-2xl border border-border bg-background p-6">
            {numbered && (
              <span aria-hidden="true" className="mb-4 flex size-9 items-center justify-center rounded-full bg-accent text-sm font-semibold text-white tabular-nums">
                {index + 1}
              </span>
            )}
            <h3 className="@container text-lg font-semibold text-foreground">
              <FittedWords text={item.title} />
            </h3>
            <p className="mt-2 leading-relaxed text-muted-foreground">
              <GlossaryText text={item.text} />
            </p>
          </FadeIn>
        </li>
      ))}
    </List>
  );
}

export const band = true;

/** Short titled texts side by side: three to a row when they come in threes, else four. */
export default function TitledTextsSection({ value: { id, title, intro, items }, tone }: SectionProps<typeof kind>) {
  return (
    <Section id={id} title={title} intro={intro} tone={tone}>
      <TitledTextGrid items={items} columns={items.length % 3 === 0 ? 3 : 4} />
    </Section>
  );
}
