'use client';

import type { ComponentProps } from 'react';

import { ErrorScreen } from '@/components/sections/error-screen';

import './globals.css';

/** Replaces the root layout when the layout itself fails, so it brings its own html and body. */
export default function GlobalError(props: ComponentProps<typeof ErrorScreen>) {
  return (
    <html lang="en">
      <body>
        <ErrorScreen {...props} />
      </body>
    </html>
  );
}
