import type { Metadata } from 'next';

import { TitledTextGrid } from '@/components/sections/titled-texts/titled-texts.section';
import { ContactForm } from '@/components/mail/contact-form';
import { PageIntro } from '@/components/sections/intro/intro.section';
import { Section } from '@/components/sections/section';
import { contactCopy, type ContactCopy } from '@/lib/content-reader';
import { pageMetadata } from '@/lib/metadata';
import { siteConfig } from '@/lib/site';

export const metadata: Metadata = pageMetadata('/contact/');

/** Contact, from its copy file; the editor's live preview passes the form's values as `copy` (app/(editor)/live-preview/). */
export default function Contact({ copy = contactCopy }: { copy?: ContactCopy }) {
  const { intro, form, demoSteps } = copy;
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
