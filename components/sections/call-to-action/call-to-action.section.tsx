import type { ReactNode } from 'react';

import { ButtonPair } from '@/components/ui/button-link';
import { FittedWords } from '@/components/ui/fitted-words';

import type { SectionProps } from '../section-props';
import type kind from './call-to-action.schema.mjs';

type CallToActionProps = { title: string; text: string; children: ReactNode };

/** A closing dark band with one or two actions. */
export function CallToAction({ title, text, children }: CallToActionProps) {
  return (
    <section aria-label={title} className="surface-ink schematic-grid bg-ink py-20 print:py-4">
      <div className="page-container flex flex-col gap-8 md:flex-row md:items-center md:justify-between">
        <div className="max-w-xl md:flex-1">
          <h2 className="@container text-[2rem] leading-tight font-semibold tracking-tight text-ink-foreground">
            <FittedWords text={title} />
          </h2>
          <p className="mt-3 text-lg text-ink-muted sm:text-lead">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">{children}</div>
      </div>
    </section>
  );
}

/** A title, a text and two buttons on the dark band that closes a page. */
export default function CallToActionSection({ value: { title, text, actions } }: SectionProps<typeof kind>) {
  return (
    <CallToAction title={title} text={text}>
      <ButtonPair {...actions} />
    </CallToAction>
  );
}
