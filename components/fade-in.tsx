'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { inView } from 'framer-motion/dom';
import { animate } from 'framer-motion/dom/mini';

import { REVEAL_OFFSET_PX } from '@/lib/behaviour';

type FadeInProps = { children: ReactNode; className?: string };

/**
 * Fades its content in once it rises 150px above the bottom of the viewport, then leaves it.
 * The static HTML is never hidden: only the script hides what is still below the fold when it
 * runs (after the first paint), so nothing on screen ever disappears, and without JavaScript,
 * or with reduced motion, content is simply there.
 */
export function FadeIn({ children, className }: FadeInProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;

    element.style.opacity = '0';
    const stop = inView(
      element,
      () => {
        animate(
          element,
          { opacity: [0, 1], transform: ['translateY(16px)', 'translateY(0)'] },
          { duration: 0.5, ease: 'easeOut' },
        );
      },
      { margin: `0px 0px -${REVEAL_OFFSET_PX}px 0px` },
    );
    return () => {
      stop();
      element.style.opacity = '';
    };
  }, []);

  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
