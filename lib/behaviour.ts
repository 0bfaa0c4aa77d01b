/** Thresholds from the spec (section 9). The 80px anchor offset lives in app/globals.css. */
export const HEADER_SCROLL_THRESHOLD_PX = 10;
/** A block below the fold is revealed once its top rises above `innerHeight - 150px`. */
export const REVEAL_OFFSET_PX = 150;

export function isHeaderScrolled(scrollY: number): boolean {
  return scrollY > HEADER_SCROLL_THRESHOLD_PX;
}
