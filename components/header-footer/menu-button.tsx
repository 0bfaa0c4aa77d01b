'use client';

import { useEffect, useState, type ReactNode } from 'react';

type MenuButtonProps = { menuId: string; className: string; children: ReactNode };

/**
 * The button that toggles the menu popover; the browser does that by itself from the first paint.
 * This adds what needs script: `aria-expanded` kept in step with the menu, and the menu closed
 * when the visitor leaves the page, so the back/forward cache never brings it back open.
 */
export function MenuButton({ menuId, className, children }: MenuButtonProps) {
  // Unknown until hydration, when the menu may already have been opened: left out of the HTML.
  const [open, setOpen] = useState<boolean>();

  useEffect(() => {
    const menu = document.getElementById(menuId)!;
    if (!('showPopover' in menu)) return;
    const sync = () => setOpen(menu.matches(':popover-open'));
    const close = () => menu.hidePopover();
    sync();
    menu.addEventListener('toggle', sync);
    window.addEventListener('pagehide', close);
    return () => {
      menu.removeEventListener('toggle', sync);
      window.removeEventListener('pagehide', close);
    };
  }, [menuId]);

  return (
    <button type="button" popoverTarget={menuId} aria-controls={menuId} aria-expanded={open} className={className}>
      {children}
    </button>
  );
}
