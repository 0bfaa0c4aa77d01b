import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { SiteHeader } from '@/components/layout/site-header';

jest.mock('next/navigation', () => ({ usePathname: () => '/features/' }));

const scrollWindowTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });

describe('SiteHeader', () => {
  afterEach(() => scrollWindowTo(0));

  it('links the logo home, Login to the contact page, and marks the current page', () => {
    render(<SiteHeader />);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('link', { name: 'Login' })).toHaveAttribute('href', expect.stringMatching(/^\/contact\/?$/));

    const [desktopNav] = within(header).getAllByRole('navigation', { name: 'Main' });
    expect(within(desktopNav).getByRole('link', { name: 'Features' })).toHaveAttribute('aria-current', 'page');
    expect(within(desktopNav).getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
    expect(within(desktopNav).getByRole('link', { name: 'Contact' })).not.toHaveAttribute('aria-current');
  });

  it('turns blurred past 10px of scroll and transparent again at the top', () => {
    render(<SiteHeader />);
    const header = screen.getByRole('banner');
    expect(header).toHaveClass('bg-transparent');

    scrollWindowTo(10);
    expect(header).toHaveClass('bg-transparent');
    expect(header).not.toHaveClass('backdrop-blur-md');

    scrollWindowTo(11);
    expect(header).toHaveClass('backdrop-blur-md');
    expect(header).not.toHaveClass('bg-transparent');

    scrollWindowTo(0);
    expect(header).toHaveClass('bg-transparent');
  });

  it('toggles the menu with its button and closes it with Escape, returning focus', async () => {
    const user = userEvent.setup();
    render(<SiteHeader />);
    const button = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveClass('hidden');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menu).not.toHaveClass('hidden');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes the menu when a link in it is followed', async () => {
    const user = userEvent.setup();
    render(<SiteHeader />);
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    const menu = document.getElementById('mobile-menu')!;
    // jsdom cannot load pages; the menu closes from the click handler, before any navigation.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true, capture: true });
    await user.click(within(menu).getByRole('link', { name: 'About' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
