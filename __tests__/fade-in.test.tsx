import { render, screen } from '@testing-library/react';

import { FadeIn } from '@/components/ui/fade-in';

describe('FadeIn', () => {
  const observers: { rootMargin?: string }[] = [];
  let reducedMotion = false;

  beforeEach(() => {
    observers.length = 0;
    reducedMotion = false;
    window.matchMedia = jest.fn().mockImplementation((query: string) => ({
      matches: query.includes('reduce') && reducedMotion,
    }));
    window.IntersectionObserver = jest.fn().mockImplementation((_callback, options) => {
      observers.push(options);
      return { observe: jest.fn(), unobserve: jest.fn(), disconnect: jest.fn() };
    });
  });

  const renderAt = (top: number) => {
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
    render(<FadeIn>Reactive power support</FadeIn>);
    return screen.getByText('Reactive power support');
  };

  it('never hides content that is on screen when it runs', () => {
    expect(renderAt(100)).toBeVisible();
    expect(observers).toHaveLength(0);
  });

  it('never hides content already on screen in the bottom 150px either', () => {
    expect(renderAt(window.innerHeight - 100)).toBeVisible();
    expect(observers).toHaveLength(0);
  });

  it('hides content below the fold until its top rises 150px above the viewport bottom', () => {
    expect(renderAt(window.innerHeight + 100)).not.toBeVisible();
    expect(observers).toEqual([expect.objectContaining({ rootMargin: '0px 0px -150px 0px' })]);
  });

  it('never hides anything when the visitor prefers reduced motion', () => {
    reducedMotion = true;
    expect(renderAt(window.innerHeight + 500)).toBeVisible();
  });
});
