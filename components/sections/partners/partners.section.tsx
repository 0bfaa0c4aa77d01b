import { FittedWords } from '@/components/ui/fitted-words';

import { Section } from '../section';
import type { SectionProps } from '../section-props';
import type kind from './partners.schema.mjs';

/**
 * The names of a page's partners, each in a tile of its own as a row of logos sets them: two to a
 * row, four on a wide screen. A long name comes down in size rather than break inside a word.
 */
function PartnerNames({ names }: { names: readonly string[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {names.map((name, index) => (
        <li key={index} className="flex items-center justify-center rounded-2xl border border-border bg-background p-4">
          <p className="@container w-full text-center text-lg font-semibold tracking-tight text-muted-foreground">
            <FittedWords text={name} />
          </p>
        </li>
      ))}
    </ul>
  );
}

export const band = true;

/** A row of partner names. */
export default function PartnersSection({ value: { id, title, intro, names }, tone }: SectionProps<typeof kind>) {
  return (
    <Section id={id} title={title} intro={intro} tone={tone}>
      <PartnerNames names={names} />
    </Section>
  );
}
