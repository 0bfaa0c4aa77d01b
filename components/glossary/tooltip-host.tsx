'use client';

import { createContext, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';

import type { Handover, TermSlot } from '@/components/glossary/radix-term-tooltips';
import { TERM_ATTRIBUTE } from '@/lib/behaviour';

/*
 * Radix's tooltip is about 19 kB of gzip and most visits never open one, so each term starts as
 * a plain button (term-tooltip.tsx) and the tooltip code is fetched when a visitor first points
 * at, focuses or taps a term. The host then draws every term's Radix tooltip into that term's
 * place in the text (a portal into its slot) under one TooltipProvider, so the 700 ms open and
 * 300 ms skip delays are shared across terms as the library intends. A provider added around the
 * page at that moment would remount it instead; the host wraps the page from the start.
 */
const loadRadixTooltips = () => import('@/components/glossary/radix-term-tooltips');

type RadixTooltips = Awaited<ReturnType<typeof loadRadixTooltips>>;

type Glossary = {
  /** The tooltip code has taken over from the plain buttons. */
  loaded: boolean;
  /** Adds a term's slot; returns its removal. */
  register: (term: TermSlot) => () => void;
  /** Fetches the tooltip code, once, and hands every term over; `tapped` is the slot a tap landed in. */
  takeOver: (tapped?: HTMLElement) => void;
};

const GlossaryContext = createContext<Glossary | null>(null);

export function useGlossary() {
  const glossary = use(GlossaryContext);
  if (!glossary) throw new Error('A glossary term must be inside GlossaryTooltipHost (components/providers.tsx)');
  return glossary;
}

/** What the visitor was doing with a term when the tooltip code took over. */
type UsedSlots = { focused?: Element | null; hovered?: Element | null; tapped?: HTMLElement };

/** Mounted once around the page (components/providers.tsx). */
export function GlossaryTooltipHost({ children }: { children: ReactNode }) {
  const [terms, setTerms] = useState<(TermSlot & { id: number })[]>([]);
  const nextId = useRef(0);
  const [takenOver, setTakenOver] = useState<{ tooltips: RadixTooltips; used: UsedSlots }>();
  const loading = useRef<Promise<void>>(undefined);
  const tapped = useRef<HTMLElement>(undefined);

  const register = useCallback((term: TermSlot) => {
    const registered = { ...term, id: nextId.current++ };
    setTerms((current) => [...current, registered]);
    return () => setTerms((current) => current.filter((other) => other !== registered));
  }, []);

  const takeOver = useCallback((tappedSlot?: HTMLElement) => {
    // The last term tapped before the code arrives is the one the visitor wants open.
    if (tappedSlot) tapped.current = tappedSlot;
    loading.current ??= loadRadixTooltips()
      .then((tooltips) => {
        // A term's plain button sits alone in its slot.
        const term = `[${TERM_ATTRIBUTE}]`;
        setTakenOver({
          tooltips,
          used: {
            focused: document.activeElement?.closest(term)?.parentElement,
            hovered: document.querySelector(`${term}:hover`)?.parentElement,
            tapped: tapped.current,
          },
        });
      })
      // Offline or mid-deploy: the terms stay plain buttons, and the next use tries again.
      .catch(() => {
        loading.current = undefined;
      });
  }, []);

  const glossary = useMemo(() => ({ loaded: takenOver !== undefined, register, takeOver }), [takenOver, register, takeOver]);

  const handover = (slot: HTMLElement, used: UsedSlots): Handover => ({
    refocus: used.focused === slot,
    open: used.tapped === slot ? 'now' : used.hovered === slot ? 'after-delay' : undefined,
  });
  return (
    <GlossaryContext value={glossary}>
      {children}
      {takenOver && (
        <takenOver.tooltips.TermTooltips terms={terms.map((term) => ({ ...term, handover: handover(term.slot, takenOver.used) }))} />
      )}
    </GlossaryContext>
  );
}
