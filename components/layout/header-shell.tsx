'use client';

import { useEffect, useState, type ReactNode } from 'react';
import clsx from 'clsx';

import { isHeaderScrolled } from '@/lib/behaviour';

/** The fixed header: transparent over the hero, blurred and translucent once the page scrolls. */
export function HeaderShell({ children }: { children: ReactNode }) {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(isHeaderScrolled(window.scrollY));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <header
      className={clsx(
        'surface-ink fixed inset-x-0 top-0 z-40 border-b transition-colors duration-200 motion-reduce:transition-none',
        scrolled ? 'border-ink-border bg-ink/80 backdrop-blur-md' : 'border-transparent bg-transparent',
      )}
    >
      {children}
    </header>
  );
}
