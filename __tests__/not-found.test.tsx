import { screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';

import NotFound from '@/app/not-found';

describe('NotFound', () => {
  it('says the page is missing, links home and logs the unknown path as the page loads', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    window.history.pushState({}, '', '/grid/missing-page?ref=mail#top');

    // As exported: static HTML whose inline script the browser runs while parsing.
    document.body.innerHTML = renderToStaticMarkup(<NotFound />);
    document.querySelectorAll('script').forEach((script) => new Function(script.text)());

    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(consoleError).toHaveBeenCalledWith('404: no page at /grid/missing-page?ref=mail#top');
  });
});
