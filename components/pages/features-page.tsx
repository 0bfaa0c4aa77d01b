import { CallToAction } from '@/components/sections/call-to-action';
import { CapabilityGrid } from '@/components/cards/capability-grid';
import { CardGrid } from '@/components/cards/card-grid';
import { DemoMailLink } from '@/components/mail/demo-mail-link';
import { PageIntro } from '@/components/sections/page-intro';
import { Section } from '@/components/sections/section';
import type { FeaturesCopy } from '@/lib/content';
import { siteConfig } from '@/lib/site';

/** What Features shows, from its copy: the route (app/) passes the copy file, the editor's live preview the form's values. */
export function FeaturesPage({ copy }: { copy: FeaturesCopy }) {
  const { intro, cardsTitle, cards, capabilitiesTitle, capabilitiesIntro, capabilities, benefitsLabel, demo } = copy;
  return (
    <>
      <PageIntro {...intro} />
      <Section title={cardsTitle}>
        <CardGrid cards={cards} opensPage />
      </Section>
      <Section title={capabilitiesTitle} intro={capabilitiesIntro} tone="muted">
        <CapabilityGrid capabilities={capabilities} benefitsLabel={benefitsLabel} />
      </Section>
      <CallToAction title={demo.title} text={demo.text}>
        <DemoMailLink
          label={demo.button}
          variant="primary"
          draft={{ to: siteConfig.demoContact.email, subject: demo.subject, body: demo.body }}
        />
      </CallToAction>
    </>
  );
}
