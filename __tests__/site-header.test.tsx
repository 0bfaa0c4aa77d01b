import { render, screen, within } from '@testing-library/react';

import { linksRow } from '@/components/header-footer/links-row';
import { SiteHeader } from '@/components/header-footer/site-header';
import { headerCopy } from '@/lib/content-reader';

jest.mock('next/navigation', () => ({ usePathname: () => '/features/' }));

const links = headerCopy.navigation;

describe('SiteHeader', () => {
  it('links the logo home, the login link to the contact page, and marks the current page', () => {
    render(<SiteHeader />);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: headerCopy.homeLabel })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('link', { name: headerCopy.login })).toHaveAttribute('href', expect.stringMatching(/^\/contact\/?$/));

    const [rowNav] = within(header).getAllByRole('navigation', { name: headerCopy.navLabel, hidden: true });
    const current = within(rowNav)
      .getAllByRole('link', { hidden: true })
      .map((link) => link.getAttribute('aria-current'));
    expect(current).toEqual(links.map(({ href }) => (href === '/features/' ? 'page' : null)));
  });

  // Opening, Escape, focus and the state after hydration need a browser's Popover API: e2e/header.spec.ts.
  it('gives the menu button a menu of the header copy’s links, in their order, that the browser opens by itself', () => {
    render(<SiteHeader />);
    const button = screen.getByRole('button', { name: headerCopy.menuButton });
    const menu = document.getElementById(button.getAttribute('popovertarget')!)!;
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(within(menu).getAllByRole('link', { hidden: true }).map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      links.map(({ label, href }) => [label, href]),
    );
  });

  it('shows the links in a row only from a width where they fit, and in the menu below it', () => {
    const short = [{ label: 'Features', href: '/features/' }, { label: 'About', href: '/about/' }, { label: 'Contact', href: '/contact/' }];
    const sixInGerman = ['Funktionen', 'Einblicke', 'Über uns', 'Kontakt', 'Referenzen', 'Karriere'].map((label) => ({ label, href: '/about/' }));
    const many = Array.from({ length: 6 }, () => ({ label: 'Netzausbauplanungsbeschleunigung', href: '/about/' }));
    const rows = [short, sixInGerman, many].map((navigation) => linksRow({ navigation, login: headerCopy.login }));
    expect(rows).toEqual(['md', 'xl', 'never']);

    const { container } = render(<SiteHeader copy={{ ...headerCopy, navigation: many }} />);
    const [rowNav] = within(container).getAllByRole('navigation', { name: headerCopy.navLabel, hidden: true });
    const menuGroup = screen.getByRole('button', { name: headerCopy.menuButton }).parentElement!;
    // Hidden at every width: no breakpoint shows the row, none hides the menu.
    expect(rowNav.className).not.toMatch(/\b(md|lg|xl):block\b/);
    expect(menuGroup.className).not.toMatch(/\b(md|lg|xl):hidden\b/);
  });
});
