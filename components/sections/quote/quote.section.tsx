import { Section } from '../section';
import type { SectionProps } from '../section-props';
import type kind from './quote.schema.mjs';

type QuoteProps = { quote: string; name: string; role: string };

/** Words someone said, with who said them and in what role: a `<blockquote>` in its `<figure>`, set as a card. */
function Quote({ quote, name, role }: QuoteProps) {
  return (
    <figure className="max-w-3xl rounded-2xl border border-border bg-background p-7 sm:p-8">
      <blockquote className="text-heading leading-snug font-medium text-foreground">
        <p>{quote}</p>
      </blockquote>
      <figcaption className="mt-6 text-muted-foreground">
        <span className="font-semibold text-foreground">{name}</span>, {role}
      </figcaption>
    </figure>
  );
}

export const band = true;

/** Someone's words, with their name and role. */
export default function QuoteSection({ value: { id, title, quote, name, role }, tone }: SectionProps<typeof kind>) {
  return (
    <Section id={id} title={title} tone={tone}>
      <Quote quote={quote} name={name} role={role} />
    </Section>
  );
}
