'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

import type { ErrorScreen } from '@/components/sections/error-screen';

import './globals.css';

const PageError = lazy(() => import('./error'));

/** Replaces the root layout when the layout itself fails, so it brings its own html and body. */
export default function GlobalError(props: ComponentProps<typeof ErrorScreen>) {
  return (
    <html lang="en">
      <body>
        <Suspense>
          <PageError {...props} />
        </Suspense>
      </body>
    </html>
  );
}
