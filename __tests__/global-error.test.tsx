import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import GlobalError from '@/app/global-error';

describe('global error screen', () => {
  it('replaces the whole document with the spec message, a retry and a link home', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const reset = jest.fn();
    render(<GlobalError error={new Error('layout failed')} reset={reset} />, { container: document });

    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
