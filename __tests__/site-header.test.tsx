import { render, screen, within } from '@testing-library/react';

import { SiteHeader } from '@/components/header-footer/site-header';
import { headerCopy } from '@/lib/content';

jest.mock('next/navigation', () => ({ usePathname: () => '/features/' }));

/** The header's links are the schema's pages (lib/pages.ts), which Jest cannot load: its own here. */
const mainRoutes = [
  { href: '/features/', label: 'Features' },
  { href: '/about/', label: 'About' },
  { href: '/contact/', label: 'Contact' },
];

describe('SiteHeader', () => {
  it('links the logo home, the login link to the contact page, and marks the current page', () => {
    render(<SiteHeader links={mainRoutes} />);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: headerCopy.homeLabel })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('link', { name: headerCopy.login })).toHaveAttribute('href', expect.stringMatching(/^\/contact\/?$/));

    const [desktopNav] = within(header).getAllByRole('navigation', { name: headerCopy.navLabel, hidden: true });
    const current = mainRoutes.map(({ label }) => within(desktopNav).getByRole('link', { name: label }).getAttribute('aria-current'));
    expect(current).toEqual(mainRoutes.map(({ href }) => (href === '/features/' ? 'page' : null)));
  });

  // Opening, Escape, focus and the state after hydration need a browser's Popover API: e2e/header.spec.ts.
  it('gives the menu button a menu of every page that the browser opens by itself', () => {
    render(<SiteHeader links={mainRoutes} />);
    const button = screen.getByRole('button', { name: headerCopy.menuButton });
    const menu = document.getElementById(button.getAttribute('popovertarget')!)!;
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(within(menu).getAllByRole('link', { hidden: true }).map((link) => link.getAttribute('href'))).toEqual(
      mainRoutes.map((route) => route.href),
    );
  });
});
