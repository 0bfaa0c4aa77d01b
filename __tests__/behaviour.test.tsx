import { act, fireEvent, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';

import { InlineScript } from '@/components/ui/inline-script';
import { TermButton } from '@/components/glossary/term-button';
import {
  focusTappedTerms,
  HEADER_SCROLL_THRESHOLD_PX,
  SCROLLED_ATTRIBUTE,
  TERM_ATTRIBUTE,
  trackPageScroll,
} from '@/lib/behaviour';

/** As exported: static HTML whose inline scripts the browser runs while parsing. */
function loadStaticPage(markup: string) {
  document.body.innerHTML = markup;
  document.querySelectorAll('script').forEach((script) => new Function(script.text)());
}

const scrollWindowTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });

describe('trackPageScroll, as the head script that drives the header', () => {
  it('marks the page scrolled past 10px, and unmarks it back at the top', () => {
    loadStaticPage(
      renderToStaticMarkup(<InlineScript run={trackPageScroll} args={[SCROLLED_ATTRIBUTE, HEADER_SCROLL_THRESHOLD_PX]} />),
    );
    const root = document.documentElement;
    expect(root).not.toHaveAttribute('data-scrolled');

    scrollWindowTo(10);
    expect(root).not.toHaveAttribute('data-scrolled');
    scrollWindowTo(11);
    expect(root).toHaveAttribute('data-scrolled');
    scrollWindowTo(0);
    expect(root).not.toHaveAttribute('data-scrolled');
  });
});

describe('focusTappedTerms, as the head script for glossary terms', () => {
  it('focuses a term when it is tapped, as Safari does not', () => {
    loadStaticPage(
      renderToStaticMarkup(
        <>
          <InlineScript run={focusTappedTerms} args={[`[${TERM_ATTRIBUTE}]`]} />
          <p>
            Size the <TermButton>STATCOM</TermButton> first. <button type="button">Other</button>
          </p>
        </>,
      ),
    );
    // A click that moves no focus by itself, as a tap in Safari.
    const other = screen.getByRole('button', { name: 'Other' });
    fireEvent.click(other);
    expect(other).not.toHaveFocus();

    const term = screen.getByRole('button', { name: 'STATCOM' });
    fireEvent.click(term);
    expect(term).toHaveFocus();
  });
});
