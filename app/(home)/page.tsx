import type { Metadata } from 'next';

import { OrganizationJsonLd } from '@/components/brand/organization-json-ld';
import { CardGrid } from '@/components/sections/image-cards/image-cards.section';
import { TitledTextGrid } from '@/components/sections/titled-texts/titled-texts.section';
import { HomeHero } from '@/components/sections/hero/hero.section';
import { Prose } from '@/components/sections/text-block/text-block.section';
import { Section } from '@/components/sections/section';
import { FadeIn } from '@/components/ui/fade-in';
import { homeCopy, type HomeCopy } from '@/lib/content-reader';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata('/');

/** Home, from its copy file; the editor's live preview passes the form's values as `copy` (app/(editor)/live-preview/). */
export default function Home({ copy = homeCopy }: { copy?: HomeCopy }) {
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
