import { GlossaryText } from '@/components/glossary/glossary-text';
import type { ImageCard as ImageCardCopy } from '@/lib/content';

type ImageCardProps = ImageCardCopy & {
  /** The image is likely the largest paint of the first screen: fetch it at once, first. */
  priority?: boolean;
};

export function ImageCard({ title, text, illustration, priority = false }: ImageCardProps) {
  return (
    // Named by its title, so a screen reader's list of articles reads the card titles.
    <article aria-label={title} className="flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-background shadow-sm">
      {/* A plain img: the SVGs need no optimizer, and next/image adds a style attribute the CSP blocks. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={illustration.src}
        alt={illustration.alt}
        width={illustration.width}
        height={illustration.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className="aspect-[8/5] h-auto w-full bg-ink"
      />
      <div className="flex-1 p-6">
        <h3 className="text-lg font-semibold text-foreground">{title}</h3>
        <p className="mt-2 leading-relaxed text-muted-foreground">
          <GlossaryText text={text} />
        </p>
      </div>
    </article>
  );
}
