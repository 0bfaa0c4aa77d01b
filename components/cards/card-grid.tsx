import clsx from 'clsx';

import { cardImageSizes } from '@/components/cards/card-image-sizes';
import { FadeIn } from '@/components/ui/fade-in';
import { ImageCard } from '@/components/cards/image-card';
import type { ImageCard as ImageCardCopy } from '@/lib/content-reader';

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
