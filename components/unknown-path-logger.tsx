'use client';

import { useEffect } from 'react';

/** Logs the unknown address a visitor reached, as the spec asks; renders nothing. */
export function UnknownPathLogger() {
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    console.error(`404: no page at ${pathname}${search}${hash}`);
  }, []);
  return null;
}
