'use client';

import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';

import { TermButton } from '@/components/term-button';

/*
 * Radix's tooltip is about 19 kB of gzip, and most visits never open one, so every term starts
 * as a plain button and the tooltip code is fetched when a visitor first points at, focuses or
 * taps a term. From then on one root TooltipProvider (in TermTooltipHost) renders every term's
 * Radix tooltip into that term's place in the text, so the open and skip delays are shared as
 * the library intends.
 */
const loadTooltips = () => import('@/components/term-tooltips');

type Tooltips = Awaited<ReturnType<typeof loadTooltips>>;

export type RegisteredTerm = { id: number; slot: HTMLElement; term: string; definition: string };

/** What the visitor was doing with a term's plain button when the tooltip code took over. */
export type Handover = { refocus: boolean; open?: 'now' | 'after-delay' };

type UsedSlots = { focused?: HTMLElement; hovered?: HTMLElement; tapped?: HTMLElement };
type TooltipState = { terms: RegisteredTerm[]; tooltips?: Tooltips; used: UsedSlots };

let state: TooltipState = { terms: [], used: {} };
const initialState = state;
const listeners = new Set<() => void>();
let nextId = 0;
let loading: Promise<void> | undefined;
let tappedSlot: HTMLElement | undefined;

const update = (next: Partial<TooltipState>) => {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function registerTerm(term: Omit<RegisteredTerm, 'id'>) {
  const registered = { ...term, id: nextId++ };
  update({ terms: [...state.terms, registered] });
  return () => update({ terms: state.terms.filter((other) => other !== registered) });
}

function takeOver() {
  loading ??= loadTooltips()
    .then((tooltips) => {
      const slotWhere = (isUsed: (slot: HTMLElement) => boolean) =>
        state.terms.map(({ slot }) => slot).find(isUsed);
      update({
        tooltips,
        used: {
          focused: slotWhere((slot) => slot.contains(document.activeElement)),
          hovered: slotWhere((slot) => slot.querySelector(':hover') !== null),
          tapped: tappedSlot,
        },
      });
    })
    // Offline or mid-deploy: the terms stay plain buttons, and the next use tries again.
    .catch(() => {
      loading = undefined;
    });
}

/** An acronym in running text that explains itself in a tooltip. */
export function TermTooltip({ term, definition }: { term: string; definition: string }) {
  const slot = useRef<HTMLSpanElement>(null);
  const loaded = useSyncExternalStore(subscribe, () => state.tooltips !== undefined, () => false);

  // A layout effect, so that a term added after the tooltip code loaded is drawn before paint.
  useLayoutEffect(() => {
    const unregister = registerTerm({ slot: slot.current!, term, definition });
    // Focused (tapped, with lib/behaviour's focusTappedTerms) or pointed at before the page
    // hydrated: that use was not lost, the tooltip takes over now.
    if (slot.current!.matches(':focus-within, :hover')) takeOver();
    return unregister;
  }, [term, definition]);

  return (
    <span ref={slot}>
      {!loaded && (
        <TermButton
          onPointerEnter={takeOver}
          onFocus={takeOver}
          onClick={() => {
            tappedSlot = slot.current!;
            takeOver();
          }}
        >
          {term}
        </TermButton>
      )}
    </span>
  );
}

/** Mounted once at the root: renders every term's tooltip once the tooltip code is loaded. */
export function TermTooltipHost() {
  const { tooltips, terms, used } = useSyncExternalStore(subscribe, () => state, () => initialState);
  if (!tooltips) return null;

  const handover = (slot: HTMLElement): Handover => ({
    refocus: used.focused === slot,
    open: used.tapped === slot ? 'now' : used.hovered === slot ? 'after-delay' : undefined,
  });
  return <tooltips.TermTooltips terms={terms.map((term) => ({ ...term, handover: handover(term.slot) }))} />;
}
