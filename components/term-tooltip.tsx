'use client';

import { useRef, useState, type MouseEvent } from 'react';
import * as Tooltip from '@radix-ui/react-tooltip';

type TermTooltipProps = { term: string; definition: string };

/**
 * An acronym with its definition. Opens on hover and keyboard focus (Radix), and on tap:
 * Radix closes on click by default, which would make it unreachable on touch screens.
 */
export function TermTooltip({ term, definition }: TermTooltipProps) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const escapePressed = useRef(false);

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
        <button
          ref={triggerRef}
          type="button"
          onClick={openOnTap}
          className="cursor-help rounded-sm underline decoration-current/40 decoration-dotted underline-offset-4"
        >
          {term}
        </button>
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
          <Tooltip.Arrow className="fill-ink" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
