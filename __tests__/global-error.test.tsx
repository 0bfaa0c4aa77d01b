import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import GlobalError from '@/app/global-error';
import { errorCopy } from '@/lib/content-reader';

describe('global error screen', () => {
  it('replaces the whole document with the spec message, a retry and a link home', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const reset = jest.fn();
    render(<GlobalError error={new Error('layout failed')} reset={reset} />, { container: document });

    expect(document.documentElement).toHaveAttribute('lang', 'en');
    // The screen is error.tsx's, brought in when needed: its chunk is already on every page.
    expect(await screen.findByRole('heading', { level: 1, name: errorCopy.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: errorCopy.homeLink })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: errorCopy.retry }));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
