import { ImageResponse } from 'next/og';

import { BrandMark } from '@/components/brand/brand-mark';
import { siteConfig } from '@/lib/site';

/** The full-bleed ink background every generated image starts from (satori needs explicit flex). */
export const inkCanvas = {
  width: '100%',
  height: '100%',
  display: 'flex',
  backgroundColor: siteConfig.colors.ink,
} as const;

/**
 * The brand mark as a square PNG. `padded` leaves the safe zone that maskable icons need,
 * since launchers may crop them to a circle.
 */
export function renderAppIcon(size: number, { padded = false } = {}) {
  return new ImageResponse(
    (
      <div style={{ ...inkCanvas, alignItems: 'center', justifyContent: 'center' }}>
        <BrandMark size={padded ? Math.round(size * 0.6) : size} />
      </div>
    ),
    { width: size, height: size },
  );
}
