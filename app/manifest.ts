import type { MetadataRoute } from 'next';

import { appIcons, iconPath } from '@/lib/icons';
import { siteConfig } from '@/lib/site';

export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: siteConfig.name,
    short_name: siteConfig.name,
    description: siteConfig.tagline,
    start_url: '/',
    display: 'browser',
    background_color: siteConfig.colors.ink,
    theme_color: siteConfig.colors.ink,
    icons: appIcons
      .filter((icon) => icon.file !== 'apple-touch-icon.png')
      .map((icon) => ({
        src: iconPath(icon.file),
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose: icon.padded ? 'maskable' : 'any',
      })),
  };
}
