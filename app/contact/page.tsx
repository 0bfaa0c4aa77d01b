import type { Metadata } from 'next';

import { ContactForm } from '@/components/mail/contact-form';
import { PageIntro } from '@/components/sections/page-intro';
import { Section } from '@/components/sections/section';
import { TitledTextGrid } from '@/components/cards/titled-text-grid';
import { contactCopy } from '@/lib/content';
import { pageMetadata } from '@/lib/metadata';
import { siteConfig } from '@/lib/site';

export const metadata: Metadata = pageMetadata('/contact/');

export default function ContactPage() {
  const { intro, form, demoSteps } = contactCopy;
  return (
    <>
      <PageIntro {...intro} />
      <Section title={form.title}>
        <ContactForm to={siteConfig.infoEmail} copy={form} />
      </Section>
      <Section title={demoSteps.title} tone="muted">
        <TitledTextGrid items={demoSteps.steps} columns={3} numbered />
      </Section>
    </>
  );
}
