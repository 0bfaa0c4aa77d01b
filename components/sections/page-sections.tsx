import { CapabilityGrid } from '@/components/cards/capability-grid';
import { CardGrid } from '@/components/cards/card-grid';
import { TitledTextGrid } from '@/components/cards/titled-text-grid';
import { ButtonPair } from '@/components/ui/button-link';
import { FadeIn } from '@/components/ui/fade-in';
import type { PageSection } from '@/lib/composed-pages';

import { CallToAction } from './call-to-action';
import { HomeHero } from './home-hero';
import { KeyFigureRow } from './key-figure';
import { PageIntro } from './page-intro';
import { PartnerNames } from './partner-names';
import { Prose } from './prose';
import { Questions, QuestionsJsonLd } from './questions';
import { Quote } from './quote';
import { Section } from './section';

/**
 * A composed page's sections (lib/content-schema/sections.mjs), each drawn by the component the built
 * pages draw it with. The first is the page's heading (a hero or an introduction: the check
 * holds a page to it); the bands between alternate their tone, as on Home. The questions of all
 * its question sections are one FAQPage for search engines.
 */
export function PageSections({ sections }: { sections: readonly PageSection[] }) {
  let banded = 0;
  const tone = () => (banded++ % 2 === 0 ? 'plain' : 'muted');
  const questions = sections.flatMap((section) => (section.discriminant === 'questions' ? section.value.items : []));
  return [
    ...(questions.length > 0 ? [<QuestionsJsonLd key="questions" items={questions} />] : []),
    ...sections.map((section, index) => {
      switch (section.discriminant) {
        case 'hero':
          return <HomeHero key={index} {...section.value} opensPage={index === 0} />;
        case 'intro':
          return <PageIntro key={index} {...section.value} opensPage={index === 0} />;
        case 'imageCards': {
          const { id, title, intro, cards } = section.value;
          // Right under an introduction, as on Features, its first image is on the first screen.
          const opensPage = index === 1 && sections[0].discriminant === 'intro';
          return (
            <Section key={index} id={id || undefined} title={title} intro={intro || undefined} tone={tone()}>
              <CardGrid cards={cards} opensPage={opensPage} />
            </Section>
          );
        }
        case 'textBlock': {
          const { id, title, paragraphs } = section.value;
          return (
            <Section key={index} id={id || undefined} title={title} tone={tone()} layout="split">
              <FadeIn>
                <Prose paragraphs={paragraphs} />
              </FadeIn>
            </Section>
          );
        }
        case 'capabilities': {
          const { id, title, intro, benefitsLabel, items } = section.value;
          return (
            <Section key={index} id={id || undefined} title={title} intro={intro || undefined} tone={tone()}>
              <CapabilityGrid capabilities={items} benefitsLabel={benefitsLabel} />
            </Section>
          );
        }
        case 'titledTexts': {
          const { id, title, intro, items } = section.value;
          return (
            <Section key={index} id={id || undefined} title={title} intro={intro || undefined} tone={tone()}>
              <TitledTextGrid items={items} columns={items.length % 3 === 0 ? 3 : 4} />
            </Section>
          );
        }
        case 'steps': {
          const { id, title, items } = section.value;
          return (
            <Section key={index} id={id || undefined} title={title} tone={tone()}>
              <TitledTextGrid items={items} columns={3} numbered />
            </Section>
          );
        }
        case 'keyFigures': {
          const { id, title, intro, sourceLabel, figures } = section.value;
          return (
            <Section key={index} id={id || undefined} title={title} intro={intro || undefined} tone={tone()}>
              <KeyFigureRow figures={figures} sourceLabel={sourceLabel} />
            </Section>
          );
        }
        case 'quote': {
          const { id, title, quote, name, role } = section.value;
          return (
            <Section key={index} id={id || undefined} title={title} tone={tone()}>
              <Quote quote={quote} name={name} role={role} />
            </Section>
          );
        }
        case 'partners': {
          const { id, title, intro, names } = section.value;
          return (
            <Section key={index} id={id || undefined} title={title} intro={intro || undefined} tone={tone()}>
              <PartnerNames names={names} />
            </Section>
          );
        }
        case 'questions': {
          const { id, title, items } = section.value;
          return (
            <Section key={index} id={id || undefined} title={title} tone={tone()} layout="split">
              <Questions items={items} />
            </Section>
          );
        }
        case 'callToAction': {
          const { title, text, actions } = section.value;
          return (
            <CallToAction key={index} title={title} text={text}>
              <ButtonPair {...actions} />
            </CallToAction>
          );
        }
      }
    }),
  ];
}
