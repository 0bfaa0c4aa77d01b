import { CardGrid } from '@/components/cards/card-grid';
import { FadeIn } from '@/components/ui/fade-in';
import { HomeHero } from '@/components/sections/home-hero';
import { OrganizationJsonLd } from '@/components/brand/organization-json-ld';
import { Prose } from '@/components/sections/prose';
import { Section } from '@/components/sections/section';
import { TitledTextGrid } from '@/components/cards/titled-text-grid';
import type { HomeCopy } from '@/lib/content';

/** What Home shows, from its copy: the route (app/) passes the copy file, the editor's live preview the form's values. */
export function HomePage({ copy }: { copy: HomeCopy }) {
  const { hero, cardsTitle, cardsIntro, cards, textBlocks, audience } = copy;
  return (
    <>
      <OrganizationJsonLd />
      <HomeHero {...hero} />
      <Section title={cardsTitle} intro={cardsIntro}>
        <CardGrid cards={cards} />
      </Section>
      {textBlocks.map((block, index) => (
        <Section
          key={index}
          id={block.id || undefined}
          title={block.title}
          tone={index % 2 === 0 ? 'muted' : 'plain'}
          layout="split"
        >
          <FadeIn>
            <Prose paragraphs={block.paragraphs} />
          </FadeIn>
        </Section>
      ))}
      <Section title={audience.title} intro={audience.intro}>
        <TitledTextGrid items={audience.items} columns={4} />
      </Section>
    </>
  );
}
