import { ButtonPair } from '@/components/ui/button-link';
import { CallToAction } from '@/components/sections/call-to-action';
import { PageIntro } from '@/components/sections/page-intro';
import { Prose } from '@/components/sections/prose';
import { Section } from '@/components/sections/section';
import { TitledTextGrid } from '@/components/cards/titled-text-grid';
import type { AboutCopy } from '@/lib/content';

/** What About shows, from its copy: the route (app/) passes the copy file, the editor's live preview the form's values. */
export function AboutPage({ copy }: { copy: AboutCopy }) {
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
