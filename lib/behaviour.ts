/** Thresholds from the spec (section 9). The 80px anchor offset lives in app/globals.css. */
export const HEADER_SCROLL_THRESHOLD_PX = 10;
/** A block below the fold is revealed once its top rises above `innerHeight - 150px`. */
export const REVEAL_OFFSET_PX = 150;

/** Set on <html> while the page is scrolled past the header threshold; the header's styles follow it. */
export const SCROLLED_ATTRIBUTE = 'data-scrolled';
/** Marks a glossary term's button. */
export const TERM_ATTRIBUTE = 'data-term';

/*
 * The two behaviours below run as inline scripts in the document head (app/site-document.tsx), before the
 * first paint and long before the framework's chunks, so each is self-contained: it is sent as
 * source text, with its constants passed in.
 */

/** Keeps the scrolled attribute in step with the page, from the first frame on. */
export function trackPageScroll(attribute: string, thresholdPx: number) {
  const root = document.documentElement;
  const update = () => root.toggleAttribute(attribute, window.scrollY > thresholdPx);
  update();
  // Also a scroll position restored on reload. Its event comes before the first paint, or, on a
  // slow load, in the frame after the browser has drawn the jump.
  window.addEventListener('scroll', update, { passive: true });
}

/**
 * Safari does not focus a button on tap. A term's tooltip opens for the term that has focus when
 * the tooltip code takes over (components/glossary/term-tooltip.tsx), so a tap on a term focuses it: one
 * that arrives before the page has hydrated is not lost.
 */
export function focusTappedTerms(termSelector: string) {
  document.addEventListener(
    'click',
    (event) => {
      const term = event.target instanceof Element ? event.target.closest(termSelector) : null;
      if (term instanceof HTMLElement) term.focus();
    },
    true,
  );
}
