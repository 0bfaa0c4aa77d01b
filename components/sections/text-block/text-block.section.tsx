import { GlossaryText } from '@/components/glossary/glossary-text';
import { FadeIn } from '@/components/ui/fade-in';

import { Section } from '../section';
import type { SectionProps } from '../section-props';
import type kind from './text-block.schema.mjs';

/** Paragraphs of body copy, with glossary terms explained in tooltips. */
export function Prose({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className="max-w-3xl space-y-5 text-lg leading-relaxed text-muted-foreground">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>
          <GlossaryText text={paragraph} />
        </p>
      ))}
    </div>
  );
}

export const band = true;

/** A title beside its paragraphs. */
export default function TextBlockSection({ value: { id, title, paragraphs }, tone }: SectionProps<typeof kind>) {
  return (
    <Section id={id} title={title} tone={tone} layout="split">
      <FadeIn>
        <Prose paragraphs={paragraphs} />
      </FadeIn>
    </Section>
  );
}
