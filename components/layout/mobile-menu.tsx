'use client';

import { useEffect, useRef, useState } from 'react';
import clsx from 'clsx';

import { NavLink } from '@/components/layout/nav-link';
import type { Link } from '@/lib/content';

type MobileMenuProps = {
  links: readonly Link[];
  buttonLabel: string;
  navLabel: string;
};

const MENU_ID = 'mobile-menu';

/**
 * The small-screen navigation. Without JavaScript the button is hidden and the links show as
 * a plain row, so every page stays reachable.
 */
export function MobileMenu({ links, buttonLabel, navLabel }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className="inline-flex size-11 items-center justify-center rounded-md text-ink-foreground hover:bg-white/10 md:hidden noscript:hidden"
      >
        <span className="sr-only">{buttonLabel}</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <nav
        id={MENU_ID}
        aria-label={navLabel}
        className={clsx(
          'absolute inset-x-0 top-full border-b border-ink-border bg-ink md:hidden noscript:max-md:block',
          open ? 'block' : 'hidden',
        )}
      >
        <ul className="page-container flex flex-col py-3 noscript:flex-row noscript:flex-wrap noscript:gap-x-6 noscript:py-1">
          {links.map((link) => (
            <li key={link.href}>
              <NavLink
                href={link.href}
                label={link.label}
                onNavigate={() => setOpen(false)}
                className="block py-3 text-base noscript:py-2"
              />
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
