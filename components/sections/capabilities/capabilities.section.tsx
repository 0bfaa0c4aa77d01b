import { FadeIn } from '@/components/ui/fade-in';
import { FittedWords } from '@/components/ui/fitted-words';
import { GlossaryText } from '@/components/glossary/glossary-text';
import type { Capability } from '@/lib/content-reader';

import { Section } from '../section';
import type { SectionProps } from '../section-props';
import type kind from './capabilities.schema.mjs';

type CapabilityGridProps = { capabilities: readonly Capability[]; benefitsLabel: string };

export function CapabilityGrid({ capabilities, benefitsLabel }: CapabilityGridProps) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 print:grid-cols-2">
      {capabilities.map((capability, index) => (
        <li key={index}>
          <FadeIn className="h-full rounded-2xl border border-border bg-background p-7 sm:p-8">
            {/* Named by its title, so a screen reader's list of articles reads the capability names. */}
            <article aria-label={capability.title}>
              <h3 className="@container text-heading font-semibold text-foreground">
                <FittedWords text={capability.title} />
              </h3>
              <p className="mt-3 leading-relaxed text-muted-foreground">
                <GlossaryText text={capability.description} />
              </p>
              <h4 className="mt-6 text-sm font-semibold tracking-wide text-foreground uppercase">{benefitsLabel}</h4>
              <ul className="mt-3 space-y-2.5">
                {capability.benefits.map((benefit, benefitIndex) => (
                  <li key={benefitIndex} className="flex gap-3 text-muted-foreground">
                    <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 text-accent" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
                      <path d="m5 10.5 3.2 3L15 6.5" />
                    </svg>
                    <span>
                      <GlossaryText text={benefit} />
                    </span>
                  </li>
                ))}
              </ul>
            </article>
          </FadeIn>
        </li>
      ))}
    </ul>
  );
}

export const band = true;

/** Cards of capabilities, each with its benefits. */
export default function CapabilitiesSection({ value: { id, title, intro, benefitsLabel, items }, tone }: SectionProps<typeof kind>) {
  return (
    <Section id={id} title={title} intro={intro} tone={tone}>
      <CapabilityGrid capabilities={items} benefitsLabel={benefitsLabel} />
    </Section>
  );
}
