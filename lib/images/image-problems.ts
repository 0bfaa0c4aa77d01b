/**
 * Why a file cannot be a card's image, or undefined when it can: the editor's API checks each
 * upload before writing it (app/_editor/editor-guard.ts), and the build checks every drawing a page
 * shows (lib/images/card-images.ts).
 */
import sharp from 'sharp';

/** A phone's photo is 2–12 MB; more is a file no page should have to make smaller. */
const MAX_BYTES = 20 * 1024 * 1024;
/** A phone's photo is 12–48 megapixels; a decompression bomb (a small PNG of 30000 × 30000) is 900. */
const MAX_PIXELS = 50_000_000;

/** Each photo file name's extension, with the format sharp reads in such a file. */
const PHOTO_FORMATS: Record<string, { format: string; name: string }> = {
  jpg: { format: 'jpeg', name: 'JPEG' },
  jpeg: { format: 'jpeg', name: 'JPEG' },
  png: { format: 'png', name: 'PNG' },
  webp: { format: 'webp', name: 'WebP' },
  avif: { format: 'heif', name: 'AVIF' },
};

/**
 * Why an SVG cannot be a drawing: the page's policy would block a script or style in it and leave
 * the drawing broken, and a script would run if the file were opened on its own.
 */
export function illustrationProblem(svg: string): string | undefined {
  if (!/^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(svg)) return 'is not an SVG drawing';
  if (/<script|<foreignObject|\son\w+\s*=|javascript:/i.test(svg)) return 'holds a script';
  if (/<style|\sstyle\s*=/i.test(svg)) return 'holds a style: draw it with attributes only';
  return undefined;
}

/** Why the file `name` holding `bytes` cannot be a card's image: a drawing (SVG) or a photo. */
export async function imageProblem(name: string, bytes: Buffer): Promise<string | undefined> {
  const extension = name.split('.').pop()!.toLowerCase();
  if (extension === 'svg') return illustrationProblem(bytes.toString('utf8'));
  const expected = PHOTO_FORMATS[extension];
  if (!expected) return 'is not a JPEG, PNG, WebP or AVIF photo, nor an SVG drawing';
  if (bytes.length > MAX_BYTES) return `is ${(bytes.length / 1024 / 1024).toFixed(1)} MB: a photo may be 20 MB at most`;
  // The header only, never the pixels: sharp's own pixel limit would hide why a bomb is refused.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (metadata?.format !== expected.format || (extension === 'avif' && metadata.compression !== 'av1')) {
    return `is not a ${expected.name} image, whatever its name says`;
  }
  const { width = 0, height = 0 } = metadata;
  if (width * height > MAX_PIXELS) {
    return `is ${width} × ${height} pixels (${Math.round((width * height) / 1e6)} megapixels): a photo may have 50 megapixels at most`;
  }
  return undefined;
}
