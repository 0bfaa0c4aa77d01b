import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import * as Tooltip from '@radix-ui/react-tooltip';

import { TermButton } from '@/components/glossary/term-button';

/** A term's place in the text, where its tooltip is drawn. */
export type TermSlot = { slot: HTMLElement; term: string; definition: string };

/** What the visitor was doing with a term's plain button when the tooltip code took over. */
export type Handover = { refocus: boolean; open?: 'now' | 'after-delay' };

// Spec §9: the library's defaults, spelled out so a change is deliberate.
const TOOLTIP_DELAYS = { delayDuration: 700, skipDelayDuration: 300 };

/** The one TooltipProvider, and each term's tooltip drawn in the term's place in the text. */
export function TermTooltips({ terms }: { terms: (TermSlot & { id: number; handover: Handover })[] }) {
  return (
    <Tooltip.Provider {...TOOLTIP_DELAYS}>
      {terms.map(({ id, slot, ...term }) => createPortal(<RadixTermTooltip {...term} />, slot, id))}
    </Tooltip.Provider>
  );
}

type TermTooltipProps = { term: string; definition: string; handover: Handover };

/**
 * Opens on hover and keyboard focus (Radix), and on tap: Radix closes on click by default,
 * which would make it unreachable on touch screens.
 */
function RadixTermTooltip({ term, definition, handover: { refocus, open: openWhen } }: TermTooltipProps) {
  const [open, setOpen] = useState(openWhen === 'now');
  const triggerRef = useRef<HTMLButtonElement>(null);
  const escapePressed = useRef(false);

  // This button replaces the plain one the visitor was using: carry on what they were doing.
  useEffect(() => {
    const trigger = triggerRef.current!;
    if (refocus) trigger.focus();
    // Radix starts its open delay on pointer movement; the pointer is already resting here.
    if (openWhen === 'after-delay') {
      trigger.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' }));
    }
  }, [refocus, openWhen]);

  const openOnTap = (event: MouseEvent) => {
    event.preventDefault();
    setOpen(true);
  };

  const changeOpen = (next: boolean) => {
    // Radix also closes on any page scroll, including the one that brings a focused term into
    // view; while the term has keyboard focus only Escape dismisses it (WCAG 1.4.13).
    const focused = document.activeElement === triggerRef.current;
    if (!next && focused && !escapePressed.current) return;
    escapePressed.current = false;
    setOpen(next);
  };

  return (
    <Tooltip.Root open={open} onOpenChange={changeOpen}>
      <Tooltip.Trigger asChild>
        <TermButton ref={triggerRef} onClick={openOnTap}>
          {term}
        </TermButton>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="top"
          sideOffset={6}
          collisionPadding={12}
          onEscapeKeyDown={() => {
            escapePressed.current = true;
          }}
          className="z-50 max-w-xs rounded-lg bg-ink px-3.5 py-2.5 text-sm leading-snug text-ink-foreground shadow-lg"
        >
          {definition}
          <Tooltip.Arrow className="fill-ink" aria-hidden />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
