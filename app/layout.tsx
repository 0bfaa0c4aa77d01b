import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';

import { SiteFooter } from '@/components/header-footer/site-footer';
import { SiteHeader } from '@/components/header-footer/site-header';
import { Providers } from '@/components/providers';
import { InlineScript } from '@/components/ui/inline-script';
import { focusTappedTerms, HEADER_SCROLL_THRESHOLD_PX, SCROLLED_ATTRIBUTE, TERM_ATTRIBUTE, trackPageScroll } from '@/lib/behaviour';
import { headerCopy, homeCopy, languagesCopy } from '@/lib/content-reader';
import { iconPath } from '@/lib/icons';
import { withBrand } from '@/lib/metadata';
import { siteConfig } from '@/lib/site';

import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: { default: homeCopy.meta.title, template: withBrand('%s') },
  description: homeCopy.meta.description,
  applicationName: siteConfig.name,
  manifest: '/manifest.webmanifest',
  icons: {
    icon: [
      { url: '/favicon.ico', sizes: '32x32' },
      { url: iconPath('icon-192.png'), sizes: '192x192', type: 'image/png' },
    ],
    apple: iconPath('apple-touch-icon.png'),
  },
};

export const viewport: Viewport = { themeColor: siteConfig.colors.ink };

// Under `next dev` only: the copy's mistakes named on every page, and Alt-click on a text to open
// its field in the editor. The branch is gone from the export before it is bundled, and with it
// every byte of the editor.
const devTools = process.env.NODE_ENV === 'development' ? import('@/app/_editor/dev-site/dev-tools') : undefined;

async function DevTools() {
  const { SiteDevTools } = await devTools!;
  return <SiteDevTools />;
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The head script sets the scrolled attribute on <html> before React hydrates it.
    <html lang={languagesCopy.site.code} dir={languagesCopy.site.direction} suppressHydrationWarning>
      <head>
        <InlineScript run={trackPageScroll} args={[SCROLLED_ATTRIBUTE, HEADER_SCROLL_THRESHOLD_PX]} />
        <InlineScript run={focusTappedTerms} args={[`[${TERM_ATTRIBUTE}]`]} />
      </head>
      <body className="flex min-h-dvh flex-col">
        <Providers>
          <a
            href="#main"
            className="sr-only z-50 rounded-md bg-background px-4 py-2 font-medium text-foreground focus:not-sr-only focus:fixed focus:top-3 focus:inset-s-3"
          >
            {headerCopy.skipLink}
          </a>
          <SiteHeader />
          <main id="main" className="flex-1">
            {children}
          </main>
          {/* With the footer, so that the export's page gets not even an empty child more. */}
          {devTools ? (
            <>
              <SiteFooter />
              <DevTools />
            </>
          ) : (
            <SiteFooter />
          )}
        </Providers>
      </body>
    </html>
  );
}
