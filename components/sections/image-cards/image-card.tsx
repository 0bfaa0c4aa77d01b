import { CardImage } from '@/components/cards/card-image';
import { GlossaryText } from '@/components/glossary/glossary-text';
import { FittedWords } from '@/components/ui/fitted-words';
import type { ImageCard as ImageCardCopy } from '@/lib/content-reader';

type ImageCardProps = ImageCardCopy & {
  /** Its image's widths in the layout (card-image-sizes.ts). */
  sizes: string;
  /** The image is likely the largest paint of the first screen. */
  priority?: boolean;
};

export function ImageCard({ title, text, illustration, sizes, priority = false }: ImageCardProps) {
  return (
    // Named by its title, so a screen reader's list of articles reads the card titles.
    <article aria-label={title} className="flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-background shadow-sm">
      <CardImage {...illustration} sizes={sizes} priority={priority} />
      <div className="flex-1 p-6">
        <h3 className="@container text-lg font-semibold text-foreground">
          <FittedWords text={title} />
        </h3>
        <p className="mt-2 leading-relaxed text-muted-foreground">
          <GlossaryText text={text} />
        </p>
      </div>
    </article>
  );
}
