import { render, screen, within } from '@testing-library/react';

import { SiteHeader } from '@/components/header-footer/site-header';
import { mainRoutes } from '@/lib/site';

jest.mock('next/navigation', () => ({ usePathname: () => '/features/' }));

describe('SiteHeader', () => {
  it('links the logo home, Login to the contact page, and marks the current page', () => {
    render(<SiteHeader />);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('link', { name: 'Login' })).toHaveAttribute('href', expect.stringMatching(/^\/contact\/?$/));

    const [desktopNav] = within(header).getAllByRole('navigation', { name: 'Main', hidden: true });
    expect(within(desktopNav).getByRole('link', { name: 'Features' })).toHaveAttribute('aria-current', 'page');
    expect(within(desktopNav).getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
    expect(within(desktopNav).getByRole('link', { name: 'Contact' })).not.toHaveAttribute('aria-current');
  });

  // Opening, Escape, focus and the state after hydration need a browser's Popover API: e2e/header.spec.ts.
  it('gives the menu button a menu of every page that the browser opens by itself', () => {
    render(<SiteHeader />);
    const button = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(button.getAttribute('popovertarget')!)!;
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(within(menu).getAllByRole('link', { hidden: true }).map((link) => link.getAttribute('href'))).toEqual(
      mainRoutes.map((route) => route.href),
    );
  });
});
