import type { Metadata } from 'next';

import { CallToAction } from '@/components/call-to-action';
import { CapabilityGrid } from '@/components/capability-grid';
import { CardGrid } from '@/components/card-grid';
import { DemoMailLink } from '@/components/demo-mail-link';
import { PageIntro } from '@/components/page-intro';
import { Section } from '@/components/section';
import { featuresCopy } from '@/lib/content';
import { pageMetadata } from '@/lib/metadata';
import { siteConfig } from '@/lib/site';

export const metadata: Metadata = pageMetadata('/features/');

export default function FeaturesPage() {
  const { intro, cardsTitle, cards, capabilitiesTitle, capabilitiesIntro, capabilities, benefitsLabel, demo } =
    featuresCopy;
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
