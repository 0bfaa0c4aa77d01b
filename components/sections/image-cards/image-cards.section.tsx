import clsx from 'clsx';

import { cardImageSizes } from '@/components/cards/card-image-sizes';
import { FadeIn } from '@/components/ui/fade-in';
import type { ImageCard as ImageCardCopy } from '@/lib/content-reader';

import { Section } from '../section';
import type { SectionProps } from '../section-props';
import type kind from './image-cards.schema.mjs';
import { ImageCard } from './image-card';

type CardGridProps = {
  cards: readonly ImageCardCopy[];
  /** The grid opens the page, so its first image is on the first screen at every width. */
  opensPage?: boolean;
};

/** Illustrated cards, two or four to a row on wide screens. */
export function CardGrid({ cards, opensPage = false }: CardGridProps) {
  return (
    <ul className={clsx('grid gap-6 sm:grid-cols-2', cards.length > 2 && 'xl:grid-cols-4')}>
      {cards.map((card, index) => (
        <li key={index}>
          <FadeIn className="h-full">
            <ImageCard {...card} sizes={cardImageSizes(cards.length)} priority={opensPage && index === 0} />
          </FadeIn>
        </li>
      ))}
    </ul>
  );
}

/** Drawn in a band of the page, whose tone alternates with the bands around it. */
export const band = true;

/** A title, an introduction and cards with photos or drawings. */
export default function ImageCardsSection({ value: { id, title, intro, cards }, onFirstScreen, tone }: SectionProps<typeof kind>) {
  return (
    <Section id={id} title={title} intro={intro} tone={tone}>
      <CardGrid cards={cards} opensPage={onFirstScreen} />
    </Section>
  );
}
