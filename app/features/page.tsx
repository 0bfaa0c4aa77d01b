import type { Metadata } from 'next';

import { CapabilityGrid } from '@/components/sections/capabilities/capabilities.section';
import { CardGrid } from '@/components/sections/image-cards/image-cards.section';
import { DemoMailLink } from '@/components/mail/demo-mail-link';
import { CallToAction } from '@/components/sections/call-to-action/call-to-action.section';
import { PageIntro } from '@/components/sections/intro/intro.section';
import { Section } from '@/components/sections/section';
import { featuresCopy, type FeaturesCopy } from '@/lib/content-reader';
import { pageMetadata } from '@/lib/metadata';
import { siteConfig } from '@/lib/site';

export const metadata: Metadata = pageMetadata('/features/');

/** Features, from its copy file; the editor's live preview passes the form's values as `copy` (app/(editor)/live-preview/). */
export default function Features({ copy = featuresCopy }: { copy?: FeaturesCopy }) {
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
