import { render, screen } from '@testing-library/react';

import NotFound from '@/app/not-found';

describe('NotFound', () => {
  it('says the page is missing, links home and logs the unknown path', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    window.history.pushState({}, '', '/grid/missing-page?ref=mail#top');

    render(<NotFound />);

    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('/grid/missing-page?ref=mail#top'));
  });
});
