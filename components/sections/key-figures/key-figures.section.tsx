import clsx from 'clsx';

import type { KeyFigureCopy } from '@/lib/content-reader';

import { Section } from '../section';
import type { SectionProps } from '../section-props';
import type kind from './key-figures.schema.mjs';

type KeyFigureProps = KeyFigureCopy & {
  /** The words before its source ("Source"). */
  sourceLabel: string;
  /** What it stands on: a hero's dark band, a page's text (tinted apart from it), or a band of cards. */
  surface?: 'ink' | 'text' | 'band';
  /** Its place where it stands (a margin, a height). */
  className?: string;
};

const surfaces = {
  ink: { box: 'border-ink-border bg-ink-raised/80', value: 'text-accent-bright', caption: 'text-ink-muted', label: 'text-ink-foreground', source: undefined },
  text: { box: 'border-border bg-muted', value: 'text-foreground', caption: undefined, label: undefined, source: 'text-muted-foreground' },
  band: { box: 'border-border bg-background', value: 'text-foreground', caption: undefined, label: undefined, source: 'text-muted-foreground' },
};

/** A number with what it counts and its source: in Home's hero, in an article, in a row of key figures. */
export function KeyFigure({ value, label, source, year, sourceLabel, surface = 'text', className }: KeyFigureProps) {
  const colours = surfaces[surface];
  return (
    <figure className={clsx('rounded-2xl border p-6', className, colours.box)}>
      {/* A figure reads in its own direction, where the page keeps its own side: ≈2,300 GW stays so on an Arabic page. */}
      <p className={clsx('text-5xl font-semibold tracking-tight tabular-nums', colours.value)}>
        <bdi>{value}</bdi>
      </p>
      <figcaption className={clsx('mt-3', colours.caption)}>
        <p className={colours.label}>{label}</p>
        <p className={clsx('mt-3 text-sm', colours.source)}>
          {sourceLabel}: <cite className="not-italic">{source}</cite>, <span className="tabular-nums">{year}</span>
        </p>
      </figcaption>
    </figure>
  );
}

/** Columns for a row of as many figures: one to four side by side on a wide screen, two on a tablet. */
const rowColumns = ['', '', 'sm:grid-cols-2', 'sm:grid-cols-2 lg:grid-cols-3', 'sm:grid-cols-2 lg:grid-cols-4'];

/** Key figures side by side, each with its source, on a band of the page. */
export function KeyFigureRow({ figures, sourceLabel }: { figures: readonly KeyFigureCopy[]; sourceLabel: string }) {
  return (
    <ul className={clsx('grid gap-6', rowColumns[figures.length], figures.length === 1 && 'max-w-md')}>
      {figures.map((figure, index) => (
        <li key={index}>
          <KeyFigure {...figure} sourceLabel={sourceLabel} surface="band" className="h-full" />
        </li>
      ))}
    </ul>
  );
}

export const band = true;

/** Up to four numbers side by side, each with what it counts and its source. */
export default function KeyFiguresSection({ value: { id, title, intro, sourceLabel, figures }, tone }: SectionProps<typeof kind>) {
  return (
    <Section id={id} title={title} intro={intro} tone={tone}>
      <KeyFigureRow figures={figures} sourceLabel={sourceLabel} />
    </Section>
  );
}
