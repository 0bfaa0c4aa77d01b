import { siteConfig } from '@/lib/site';

const { colors } = siteConfig;

type BrandMarkProps = { className?: string; size?: number };

/**
 * The logo glyph: three buses joined by branches, drawn like a single-line diagram.
 * Colours are attributes, not classes, so the same element renders in the icon and share images.
 */
export function BrandMark({ className, size }: BrandMarkProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" width={size} height={size} className={className} fill="none" strokeLinecap="round">
      <rect x="1" y="1" width="30" height="30" rx="8" fill={colors.inkRaised} stroke={colors.inkForeground} strokeOpacity="0.12" />
      <path d="M9 22 16 10l7 12H9Z" stroke={colors.accent} strokeWidth="1.75" strokeLinejoin="round" />
      <path d="M6.5 22h5M20.5 22h5M13.5 10h5" stroke={colors.inkForeground} strokeWidth="2.25" />
    </svg>
  );
}
