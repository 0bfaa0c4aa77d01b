'use client';

import { useSyncExternalStore } from 'react';
import { makePage } from '@keystatic/next/ui/app';

import config from '@/lib/content/schema.mjs';

const KeystaticEditor = makePage(config);

const subscribeToNothing = () => () => {};

/** Keystatic reads the window's address as it first draws: it draws in the browser only. */
export function Editor() {
  const inBrowser = useSyncExternalStore(subscribeToNothing, () => true, () => false);
  return inBrowser ? <KeystaticEditor /> : null;
}
