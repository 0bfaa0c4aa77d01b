import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';

import { SiteFooter } from '@/components/header-footer/site-footer';
import { SiteHeader } from '@/components/header-footer/site-header';
import { Providers } from '@/components/providers';
import { PageErrorBoundary } from '@/components/sections/error-screen';
import { InlineScript } from '@/components/ui/inline-script';
import { focusTappedTerms, HEADER_SCROLL_THRESHOLD_PX, SCROLLED_ATTRIBUTE, TERM_ATTRIBUTE, trackPageScroll } from '@/lib/behaviour';
import { homeCopy } from '@/lib/content-reader';
import { iconPath } from '@/lib/icons';
import { addressIn, copyIn, setPageLanguage, siteLanguage, switchOf, type Language } from '@/lib/site-languages';
import { withBrand } from '@/lib/metadata';
import { siteConfig } from '@/lib/site';

import './globals.css';

/** What every page's head has, unless the page says otherwise: each root layout exports it. */
export const siteMetadata: Metadata = {
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

export const siteViewport: Viewport = { themeColor: siteConfig.colors.ink };

// Under `next dev` only: the copy's mistakes named on every page, and Alt-click on a text to open
// its field in the editor. The branch is gone from the export before it is bundled, and with it
// every byte of the editor.
const devTools = process.env.NODE_ENV === 'development' ? import('@/app/_editor/dev-site/dev-tools') : undefined;

async function DevTools() {
  const { SiteDevTools } = await devTools!;
  return <SiteDevTools />;
}

type DocumentProps = { language?: Language; href?: string; children: ReactNode };

/**
 * The document around every page, in its language (`lang` and `dir`), with the header and footer,
 * whose language switch leads to the page at `href` (its address in the site's language) in each
 * other language. Each route folder has a root layout of its own that draws it, since only there
 * is the page known; app/global-not-found.tsx draws it for an address the site does not have.
 */
export function SiteDocument({ language = siteLanguage, href, children }: DocumentProps) {
  setPageLanguage(language);
  const { header, footer, error, mail } = copyIn(language);
  const languages = { label: header.languagesLabel, current: language, links: switchOf(href) };
  const homeHref = addressIn(language, '/');
  return (
    // The head script sets the scrolled attribute on <html> before React hydrates it.
    <html lang={language.code} dir={language.direction} suppressHydrationWarning>
      <head>
        <InlineScript run={trackPageScroll} args={[SCROLLED_ATTRIBUTE, HEADER_SCROLL_THRESHOLD_PX]} />
        <InlineScript run={focusTappedTerms} args={[`[${TERM_ATTRIBUTE}]`]} />
      </head>
      <body className="flex min-h-dvh flex-col">
        <Providers toasts={{ close: mail.toast.close, notifications: mail.toast.notifications, direction: language.direction }}>
          <a
            href="#main"
            className="sr-only z-50 rounded-md bg-background px-4 py-2 font-medium text-foreground focus:not-sr-only focus:fixed focus:top-3 focus:inset-s-3"
          >
            {header.skipLink}
          </a>
          <SiteHeader copy={header} homeHref={homeHref} languages={languages} />
          <main id="main" className="flex-1">
            {/* A translation's words go with the page; the site's are in the screen's script. */}
            <PageErrorBoundary {...(language.code !== siteLanguage.code && { copy: error, homeHref })}>
              {children}
            </PageErrorBoundary>
          </main>
          {/* With the footer, so that the export's page gets not even an empty child more. */}
          {devTools ? (
            <>
              <SiteFooter copy={footer} homeHref={homeHref} languages={languages} />
              <DevTools />
            </>
          ) : (
            <SiteFooter copy={footer} homeHref={homeHref} languages={languages} />
          )}
        </Providers>
      </body>
    </html>
  );
}

/** The root layout of the route folder of the page at `href`, in the site's language. */
export const siteLayout = (href?: string) =>
  function SiteLayout({ children }: { children: ReactNode }) {
    return <SiteDocument href={href}>{children}</SiteDocument>;
  };
