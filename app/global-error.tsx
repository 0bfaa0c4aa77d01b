'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

import type { ErrorScreen } from '@/components/sections/error-screen';
import { languagesCopy } from '@/lib/content-reader';

import './globals.css';

// The screen of each route folder's error.tsx: its chunk is on every page already (Next.js loads
// both boundaries), so this import adds no request and no second copy of the screen, which a
// static import did (1.2 kB).
const PageError = lazy(() => import('@/components/sections/error-screen').then(({ ErrorScreen }) => ({ default: ErrorScreen })));

/** Replaces the root layout when the layout itself fails, so it brings its own html and body. */
export default function GlobalError(props: ComponentProps<typeof ErrorScreen>) {
  return (
    <html lang={languagesCopy.site.code} dir={languagesCopy.site.direction}>
      <body>
        <Suspense>
          <PageError {...props} />
        </Suspense>
      </body>
    </html>
  );
}
