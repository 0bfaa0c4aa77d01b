import { screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';

import { NotFoundPage } from '@/components/sections/not-found-screen';
import { notFoundCopy } from '@/lib/content-reader';

afterEach(() => jest.restoreAllMocks());

describe('the 404 page', () => {
  it('says the page is missing, links home and logs the unknown path as the page loads', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    window.history.pushState({}, '', '/grid/missing-page?ref=mail#top');

    // As exported: static HTML whose inline script the browser runs while parsing.
    document.body.innerHTML = renderToStaticMarkup(<NotFoundPage copy={notFoundCopy} />);
    document.querySelectorAll('script').forEach((script) => new Function(script.text)());

    expect(screen.getByRole('heading', { level: 1, name: notFoundCopy.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: notFoundCopy.homeLink })).toHaveAttribute('href', '/');
    expect(consoleError).toHaveBeenCalledWith('404: no page at /grid/missing-page?ref=mail#top');
  });
});

describe('the 404 page, prerendered before it is shown', () => {
  it('logs the unknown path only once the visitor sees the page', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    window.history.pushState({}, '', '/not-yet-shown');
    Object.defineProperty(document, 'prerendering', { value: true, configurable: true });

    document.body.innerHTML = renderToStaticMarkup(<NotFoundPage copy={notFoundCopy} />);
    document.querySelectorAll('script').forEach((script) => new Function(script.text)());
    expect(consoleError).not.toHaveBeenCalled();

    Object.defineProperty(document, 'prerendering', { value: false, configurable: true });
    document.dispatchEvent(new Event('prerenderingchange'));
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith('404: no page at /not-yet-shown');
  });
});
