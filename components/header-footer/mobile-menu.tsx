import clsx from 'clsx';

import { MENU_SHOWN, type LinksRow } from '@/components/header-footer/links-row';
import { MenuButton } from '@/components/header-footer/menu-button';
import { NavLink } from '@/components/header-footer/nav-link';
import type { Link } from '@/lib/content-reader';

type MobileMenuProps = {
  links: readonly Link[];
  /** From which width the header shows the links in a row instead. */
  row: LinksRow;
  buttonLabel: string;
  navLabel: string;
};

const MENU_ID = 'mobile-menu';

/**
 * The small-screen navigation, built on the Popover API so that it works from the first paint,
 * with or without JavaScript: the button toggles it, Escape and a tap outside close it, and focus
 * returns to the button. Browsers without the API show the links as a plain row instead.
 */
export function MobileMenu({ links, row, buttonLabel, navLabel }: MobileMenuProps) {
  return (
    <div className={clsx('group/menu', MENU_SHOWN[row])}>
      <MenuButton
        menuId={MENU_ID}
        className="inline-flex size-11 items-center justify-center rounded-md text-ink-foreground hover:bg-white/10 no-popover:hidden"
      >
        <span className="sr-only">{buttonLabel}</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round">
          <path d="M4 7h16M4 12h16M4 17h16" className="group-has-[:popover-open]/menu:hidden" />
          <path d="M6 6l12 12M18 6L6 18" className="hidden group-has-[:popover-open]/menu:inline" />
        </svg>
      </MenuButton>
      {/* No display utility on the nav itself: the browser's popover styles hide it while closed. */}
      <nav
        id={MENU_ID}
        popover="auto"
        aria-label={navLabel}
        className="fixed inset-x-0 top-(--header-height) bottom-auto m-0 h-auto w-auto border-0 border-b border-ink-border bg-ink p-0 text-ink-foreground"
      >
        <ul className="page-container flex flex-col py-3 no-popover:flex-row no-popover:flex-wrap no-popover:gap-x-6 no-popover:py-1">
          {links.map((link, index) => (
            <li key={index}>
              <NavLink href={link.href} label={link.label} className="block py-3 text-base no-popover:py-2" />
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
