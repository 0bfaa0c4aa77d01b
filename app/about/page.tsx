import type { Metadata } from 'next';

import { TitledTextGrid } from '@/components/sections/titled-texts/titled-texts.section';
import { CallToAction } from '@/components/sections/call-to-action/call-to-action.section';
import { PageIntro } from '@/components/sections/intro/intro.section';
import { Prose } from '@/components/sections/text-block/text-block.section';
import { Section } from '@/components/sections/section';
import { ButtonPair } from '@/components/ui/button-link';
import { aboutCopy, type AboutCopy } from '@/lib/content-reader';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata('/about/');

/** About, from its copy file; the editor's live preview passes the form's values as `copy` (app/(editor)/live-preview/). */
export default function About({ copy = aboutCopy }: { copy?: AboutCopy }) {
  const { intro, mission, highlightsTitle, highlights, whatItDoesTitle, whatItDoes, cta, actions } = copy;
  return (
    <>
      <PageIntro {...intro} />
      <Section title={mission.title} layout="split">
        <Prose paragraphs={mission.paragraphs} />
      </Section>
      <Section title={highlightsTitle} tone="muted">
        <TitledTextGrid items={highlights} columns={4} />
      </Section>
      <Section title={whatItDoesTitle}>
        <TitledTextGrid items={whatItDoes} columns={3} numbered />
      </Section>
      <CallToAction title={cta.title} text={cta.text}>
        <ButtonPair {...actions} />
      </CallToAction>
    </>
  );
}
