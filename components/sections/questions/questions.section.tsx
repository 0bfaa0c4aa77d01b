import type { FAQPage } from 'schema-dts';

import { GlossaryText } from '@/components/glossary/glossary-text';

import { Section } from '../section';
import type { SectionProps } from '../section-props';
import type kind from './questions.schema.mjs';

type Question = { question: string; answer: string };

/**
 * Questions, each opening on its answer: a `<details>`, which the browser opens and closes by
 * itself, before any script and without one. The answer is in the page's HTML either way.
 */
function Questions({ items }: { items: readonly Question[] }) {
  return (
    <ul className="max-w-3xl divide-y divide-border border-y border-border">
      {items.map(({ question, answer }, index) => (
        <li key={index}>
          <details className="py-5">
            {/* The browser's own marker, which shows open and closed, in every theme. */}
            <summary className="cursor-pointer text-lg font-semibold text-foreground marker:text-accent">{question}</summary>
            <p className="mt-3 leading-relaxed text-muted-foreground">
              <GlossaryText text={answer} />
            </p>
          </details>
        </li>
      ))}
    </ul>
  );
}

/**
 * The page's questions and answers for search engines, one FAQPage for all of its question
 * sections (a page is one FAQPage). `<` is escaped so no text can close the script element.
 */
function QuestionsJsonLd({ items }: { items: readonly Question[] }) {
  const data: FAQPage = {
    '@type': 'FAQPage',
    mainEntity: items.map(({ question, answer }) => ({ '@type': 'Question', name: question, acceptedAnswer: { '@type': 'Answer', text: answer } })),
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c') }} />;
}

export const band = true;

/** Questions that open on their answers. */
export default function QuestionsSection({ value: { id, title, items }, tone }: SectionProps<typeof kind>) {
  return (
    <Section id={id} title={title} tone={tone} layout="split">
      <Questions items={items} />
    </Section>
  );
}

/** What the page tells search engines of all its sections of this kind: one FAQPage. */
export function structuredData(values: readonly SectionProps<typeof kind>['value'][]) {
  return <QuestionsJsonLd items={values.flatMap(({ items }) => items)} />;
}
