import clsx from 'clsx';

import { FadeIn } from '@/components/fade-in';
import { ImageCard } from '@/components/image-card';
import type { ImageCard as ImageCardCopy } from '@/lib/content';

/** Illustrated cards, two or four to a row on wide screens. */
export function CardGrid({ cards }: { cards: ImageCardCopy[] }) {
  return (
    <ul className={clsx('grid gap-6 sm:grid-cols-2', cards.length > 2 && 'xl:grid-cols-4')}>
      {cards.map((card) => (
        <li key={card.title}>
          <FadeIn className="h-full">
            <ImageCard {...card} />
          </FadeIn>
        </li>
      ))}
    </ul>
  );
}
