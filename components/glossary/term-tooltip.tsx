'use client';

import { useLayoutEffect, useRef } from 'react';

import { TermButton } from '@/components/glossary/term-button';
import { useGlossary } from '@/components/glossary/tooltip-host';

/**
 * An acronym in running text that explains itself in a tooltip. Until the tooltip code is
 * needed it is a plain button; then the host (tooltip-host.tsx) draws the tooltip in its place.
 */
export function TermTooltip({ term, definition }: { term: string; definition: string }) {
  const slot = useRef<HTMLSpanElement>(null);
  const { loaded, register, takeOver } = useGlossary();

  // A layout effect, so that a term added after the tooltip code loaded is drawn before paint.
  useLayoutEffect(() => {
    const unregister = register({ slot: slot.current!, term, definition });
    // Focused (tapped, with lib/behaviour's focusTappedTerms) or pointed at before the page
    // hydrated: that use was not lost, the tooltip takes over now.
    if (slot.current!.matches(':focus-within, :hover')) takeOver();
    return unregister;
  }, [term, definition, register, takeOver]);

  return (
    <span ref={slot}>
      {!loaded && (
        <TermButton onPointerEnter={() => takeOver()} onFocus={() => takeOver()} onClick={() => takeOver(slot.current!)}>
          {term}
        </TermButton>
      )}
    </span>
  );
}
