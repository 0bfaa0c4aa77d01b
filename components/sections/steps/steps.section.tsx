import { Section } from '../section';
import type { SectionProps } from '../section-props';
import { TitledTextGrid } from '../titled-texts/titled-texts.section';
import type kind from './steps.schema.mjs';

export const band = true;

/** Numbered steps, three to a row. */
export default function StepsSection({ value: { id, title, items }, tone }: SectionProps<typeof kind>) {
  return (
    <Section id={id} title={title} tone={tone}>
      <TitledTextGrid items={items} columns={3} numbered />
    </Section>
  );
}
