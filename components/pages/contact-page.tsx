import { ContactForm } from '@/components/mail/contact-form';
import { PageIntro } from '@/components/sections/page-intro';
import { Section } from '@/components/sections/section';
import { TitledTextGrid } from '@/components/cards/titled-text-grid';
import type { ContactCopy } from '@/lib/content';
import { siteConfig } from '@/lib/site';

/** What Contact shows, from its copy: the route (app/) passes the copy file, the editor's live preview the form's values. */
export function ContactPage({ copy }: { copy: ContactCopy }) {
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
