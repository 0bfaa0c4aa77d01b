import { SHARE_LIMITS } from '@/lib/share-preview/share-limits.mjs';

export { SHARE_LIMITS };

export type ShareLimit = keyof typeof SHARE_LIMITS;

const ELLIPSIS = '…';

/**
 * A text against its limit: its length, whether it is over, and what the service shows: the text
 * whole, or cut at the last word that fits, with an ellipsis.
 */
export function measure(text: string, limit: ShareLimit) {
  const { max } = SHARE_LIMITS[limit];
  const characters = [...text];
  const over = characters.length > max;
  let shown = text;
  if (over) {
    const fitting = characters.slice(0, max - 1).join('');
    const lastSpace = fitting.lastIndexOf(' ');
    shown = `${(lastSpace > max / 2 ? fitting.slice(0, lastSpace) : fitting).trimEnd()}${ELLIPSIS}`;
  }
  return { length: characters.length, max, over, shown };
}

export type Measurement = ReturnType<typeof measure>;
