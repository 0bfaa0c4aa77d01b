'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { inView } from 'framer-motion/dom';

import { REVEAL_OFFSET_PX } from '@/lib/behaviour';

type FadeInProps = { children: ReactNode; className?: string };

/**
 * Fades its content in once it rises 150px above the bottom of the viewport, then leaves it.
 * The static HTML is never hidden: only the script hides what is still below the fold when it
 * runs (after the first paint), so nothing on screen ever disappears, and without JavaScript,
 * or with reduced motion, content is simply there. Print shows it whatever its state (globals.css).
 */
export function FadeIn({ children, className }: FadeInProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;

    const { style } = element;
    style.opacity = '0';
    style.transform = 'translateY(16px)';
    const stop = inView(
      element,
      () => {
        style.transition = 'opacity 0.5s ease-out, transform 0.5s ease-out';
        style.opacity = style.transform = '';
      },
      { margin: `0px 0px -${REVEAL_OFFSET_PX}px 0px` },
    );
    return () => {
      stop();
      style.opacity = style.transform = style.transition = '';
    };
  }, []);

  return (
    <div ref={ref} className={className} data-fade-in="">
      {children}
    </div>
  );
}
