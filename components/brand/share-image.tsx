import { ImageResponse } from 'next/og';

import { inkCanvas } from '@/components/brand/app-icon';
import { BrandMark } from '@/components/brand/brand-mark';
import { shareImageFonts } from '@/lib/share-image-fonts';
import { SHARE_IMAGE_SIZE } from '@/lib/metadata';
import { siteConfig } from '@/lib/site';

const { colors } = siteConfig;

type ShareImageProps = { headline: string; description: string };

/** The 1200×630 Open Graph card of one page: brand, page headline, one line of description. */
export async function renderShareImage({ headline, description }: ShareImageProps) {
  const fonts = await shareImageFonts();
  return new ImageResponse(
    (
      <div
        style={{
          ...inkCanvas,
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '72px 80px',
          backgroundImage: `linear-gradient(rgba(56,189,248,0.08) 1px, transparent 1px), linear-gradient(90deg, rgba(56,189,248,0.08) 1px, transparent 1px)`,
          backgroundSize: '48px 48px',
          fontFamily: 'Inter',
          color: colors.inkForeground,
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
          <BrandMark size={64} />
          <span style={{ fontSize: 36, fontWeight: 600 }}>{siteConfig.name}</span>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
          {/* A word longer than the card (a German compound) breaks; a headline of three lines and a description of three are what the card holds. */}
          <span style={{ display: 'block', fontSize: 76, fontWeight: 600, lineHeight: 1.05, letterSpacing: '-0.03em', wordBreak: 'break-word', lineClamp: 3 }}>{headline}</span>
          <span style={{ display: 'block', fontSize: 30, lineHeight: 1.4, color: colors.inkMuted, maxWidth: 960, wordBreak: 'break-word', lineClamp: 3 }}>{description}</span>
        </div>
        <div style={{ display: 'flex', width: 160, height: 6, borderRadius: 3, backgroundColor: colors.accent }} />
      </div>
    ),
    {
      ...SHARE_IMAGE_SIZE,
      fonts,
    },
  );
}
