import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ErrorScreen as ErrorPage } from '@/components/sections/error-screen';
import { errorCopy } from '@/lib/content-reader';

describe('error screen', () => {
  it('shows the spec message with a retry and a link home', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const reset = jest.fn();
    render(<ErrorPage error={new Error('render failed')} reset={reset} />);

    expect(screen.getByRole('heading', { level: 1, name: errorCopy.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: errorCopy.homeLink })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: errorCopy.retry }));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
