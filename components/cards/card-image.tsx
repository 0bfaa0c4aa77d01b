import { preload } from 'react-dom';

import type { Illustration } from '@/lib/content-reader';
import { cardDrawing, cardPhoto, isDrawing, type DrawingFile, type ImageShape } from '@/lib/images/card-images';

type CardImageProps = Illustration & {
  /** Its widths in the layout (card-image-sizes.ts). */
  sizes: string;
  /** The image is likely the largest paint of the first screen: it comes with the page, first. */
  priority: boolean;
  /** At the card's 8:5, or whole (an image in an article's body, never on the first screen). */
  shape?: ImageShape;
};

/** A card's drawing or photo, at 8:5 or in its own shape (lib/images/card-images.ts makes what it shows). */
export async function CardImage({ src, alt, sizes, priority, shape = 'card' }: CardImageProps) {
  if (isDrawing(src)) {
    const drawing = await cardDrawing(src, shape, priority);
    if ('svg' in drawing) return <InlineDrawing svg={drawing.svg} alt={alt} />;
    if (priority) preload(drawing.url, { as: 'image', fetchPriority: 'high' });
    return <FetchedDrawing alt={alt} shape={shape} priority={priority} {...drawing} />;
  }
  const photo = await cardPhoto(src, shape);
  // Asked for from the head, as soon as the page starts to arrive, not when the parser reaches the card.
  if (priority) {
    const [avif] = photo.sources;
    preload(avif.srcSet.split(' ')[0], { as: 'image', type: avif.type, imageSrcSet: avif.srcSet, imageSizes: sizes, fetchPriority: 'high' });
  }
  return (
    <div className={shape === 'card' ? 'relative aspect-[8/5] overflow-hidden bg-ink' : 'relative overflow-hidden bg-ink'}>
      <Placeholder {...photo.placeholder} />
      <picture>
        {photo.sources.map(({ type, srcSet }) => (
          <source key={type} type={type} srcSet={srcSet} sizes={sizes} />
        ))}
        {/* A plain img: next/image adds a style attribute the page's policy blocks, and has no optimizer in an export. */}
        <img
          src={photo.src}
          alt={alt}
          width={photo.width}
          height={photo.height}
          {...(priority ? { fetchPriority: 'high' } : { loading: 'lazy', decoding: 'async' })}
          className="relative block h-auto w-full"
        />
      </picture>
    </div>
  );
}

/**
 * The photo's colours in a few blurred squares until it arrives: drawn in the page, so no request,
 * and with SVG attributes, which the page's policy allows where it refuses style attributes and data: URLs.
 */
function Placeholder({ columns, rows, colours }: { columns: number; rows: number; colours: string[] }) {
  return (
    <svg aria-hidden="true" viewBox={`0 0 ${columns} ${rows}`} preserveAspectRatio="none" className="absolute inset-0 size-full scale-110 blur-xl">
      {colours.map((fill, index) => (
        <rect key={index} x={index % columns} y={Math.floor(index / columns)} width="1.05" height="1.05" fill={fill} />
      ))}
    </svg>
  );
}

/**
 * The SVG written into the HTML, so it paints with the first frame: as a file it would come one
 * round trip after the HTML (about 0.5 s on a slow phone network) and be the page's largest paint.
 */
function InlineDrawing({ svg, alt }: { svg: string; alt: string }) {
  // The wrapper is the image to assistive technology; the drawing inside is its content only.
  const drawing = svg.replace('<svg ', '<svg aria-hidden="true" ');
  return <div role="img" aria-label={alt} className="aspect-[8/5] bg-ink [&>svg]:block [&>svg]:size-full" dangerouslySetInnerHTML={{ __html: drawing }} />;
}

/** A drawing as a file: on the first screen, asked for first; below it, fetched when it nears the viewport. At 8:5, or in its own shape. */
function FetchedDrawing({ url, alt, width, height, shape, priority }: DrawingFile & { alt: string; shape: ImageShape; priority: boolean }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={url}
      alt={alt}
      width={width}
      height={height}
      {...(priority ? { fetchPriority: 'high' } : { loading: 'lazy', decoding: 'async' })}
      className={shape === 'card' ? 'aspect-[8/5] h-auto w-full bg-ink' : 'h-auto w-full'}
    />
  );
}
