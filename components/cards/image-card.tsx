import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { GlossaryText } from '@/components/glossary/glossary-text';
import type { ImageCard as ImageCardCopy, Illustration } from '@/lib/content';
import { ILLUSTRATION_SIZE, illustrationProblem } from '@/lib/content/illustrations';

type ImageCardProps = ImageCardCopy & {
  /** The image is likely the largest paint of the first screen: draw it with the page itself. */
  priority?: boolean;
};

export function ImageCard({ title, text, illustration, priority = false }: ImageCardProps) {
  return (
    // Named by its title, so a screen reader's list of articles reads the card titles.
    <article aria-label={title} className="flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-background shadow-sm">
      {priority ? <InlineIllustration {...illustration} /> : <LazyIllustration {...illustration} />}
      <div className="flex-1 p-6">
        <h3 className="text-lg font-semibold text-foreground">{title}</h3>
        <p className="mt-2 leading-relaxed text-muted-foreground">
          <GlossaryText text={text} />
        </p>
      </div>
    </article>
  );
}

/**
 * The SVG written into the HTML, so it paints with the first frame: as a file it would come one
 * round trip after the HTML (about 0.5 s on a slow phone network) and be the page's largest paint.
 * Our own artwork from public/, read at build time.
 */
function InlineIllustration({ src, alt }: Illustration) {
  // (Under `next dev` the URL carries the file's version: lib/content/content-module.cjs.)
  const svg = readFileSync(join(process.cwd(), 'public', src.split('?')[0]), 'utf8');
  const problem = illustrationProblem(svg);
  if (problem) throw new Error(`public${src} ${problem}`);
  // The wrapper is the image to assistive technology; the drawing inside is its content only.
  const drawing = svg.replace('<svg ', '<svg aria-hidden="true" ');
  return <div role="img" aria-label={alt} className="aspect-[8/5] bg-ink [&>svg]:block [&>svg]:size-full" dangerouslySetInnerHTML={{ __html: drawing }} />;
}

/** Fetched when it nears the viewport: below the first screen, it waits for the visitor. */
function LazyIllustration({ src, alt }: Illustration) {
  return (
    // A plain img: the SVGs need no optimizer, and next/image adds a style attribute the CSP blocks.
    // eslint-disable-next-line @next/next/no-img-element
    <img src={src} alt={alt} {...ILLUSTRATION_SIZE} loading="lazy" decoding="async" className="aspect-[8/5] h-auto w-full bg-ink" />
  );
}
