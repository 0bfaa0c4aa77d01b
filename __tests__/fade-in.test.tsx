import { render, screen } from '@testing-library/react';

import { FadeIn } from '@/components/fade-in';
import { isInRevealZone } from '@/lib/behaviour';

describe('isInRevealZone', () => {
  it('reveals once the top is more than 150px above the viewport bottom', () => {
    expect(isInRevealZone(800 - 151, 800)).toBe(true);
    expect(isInRevealZone(800 - 150, 800)).toBe(false);
    expect(isInRevealZone(800 - 140, 800)).toBe(false);
    expect(isInRevealZone(-50, 800)).toBe(true);
  });
});

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

  it('leaves content that is already in view visible', () => {
    expect(renderAt(100)).toBeVisible();
    expect(observers).toHaveLength(0);
  });

  it('hides content below the reveal line until it rises 150px into the viewport', () => {
    expect(renderAt(window.innerHeight - 100)).not.toBeVisible();
    expect(observers).toEqual([expect.objectContaining({ rootMargin: '0px 0px -150px 0px' })]);
  });

  it('never hides anything when the visitor prefers reduced motion', () => {
    reducedMotion = true;
    expect(renderAt(window.innerHeight + 500)).toBeVisible();
  });
});
