'use client';

import { useSyncExternalStore } from 'react';
import { makePage } from '@keystatic/next/ui/app';

import config from '@/lib/content/schema.mjs';

const KeystaticEditor = makePage(config);

const subscribeToNothing = () => () => {};

/** Keystatic reads the window's address as it first draws: it draws in the browser only. */
export function Editor() {
  const inBrowser = useSyncExternalStore(subscribeToNothing, () => true, () => false);
  if (!inBrowser) return null;
  // Keystatic routes its paths without a trailing slash, and shows "Not found" for the one
  // Next.js redirects a direct load to (trailingSlash in next.config.mjs): hand it its own form.
  if (location.pathname.endsWith('/')) {
    history.replaceState(history.state, '', `${location.pathname.slice(0, -1)}${location.search}`);
  }
  return <KeystaticEditor />;
}
