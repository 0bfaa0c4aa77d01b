'use client';

import { useSyncExternalStore } from 'react';
import { makePage } from '@keystatic/next/ui/app';

import { sendBaseVersions } from '@/lib/content/save-base';
import config from '@/lib/content/schema.mjs';

const KeystaticEditor = makePage(config);

// Before the editor asks for its first tree: each save then says which version it began from.
if (typeof window !== 'undefined') sendBaseVersions();

const subscribeToNothing = () => () => {};

/** Keystatic reads the window's address as it first draws: it draws in the browser only. */
export function Editor() {
  const inBrowser = useSyncExternalStore(subscribeToNothing, () => true, () => false);
  return inBrowser ? <KeystaticEditor /> : null;
}
