import { cloneElement, type ComponentType, type ReactElement } from 'react';

import type { PageSection } from '@/components/composed-pages/composed-page-types';

import * as callToAction from './call-to-action/call-to-action.section';
import * as capabilities from './capabilities/capabilities.section';
import * as hero from './hero/hero.section';
import * as imageCards from './image-cards/image-cards.section';
import * as intro from './intro/intro.section';
import * as keyFigures from './key-figures/key-figures.section';
import type { SECTION_KINDS } from './kinds.mjs';
import * as partners from './partners/partners.section';
import * as questions from './questions/questions.section';
import * as quote from './quote/quote.section';
import type { SectionProps, Tone } from './section-props';
import * as steps from './steps/steps.section';
import * as textBlock from './text-block/text-block.section';
import * as titledTexts from './titled-texts/titled-texts.section';

/** What a kind's folder gives the page: its drawing, whether it sits in a band, what it tells search engines. */
type KindDrawing = {
  default: ComponentType<SectionProps<never>>;
  band?: boolean;
  structuredData?: (values: never[]) => ReactElement;
};

/**
 * Each kind's drawing, by its name in kinds.mjs: the typecheck names a kind missing here. Apart
 * from kinds.mjs, which Node.js reads as the build checks the copy, and which cannot load a drawing.
 */
const DRAWINGS: { [Kind in keyof typeof SECTION_KINDS]: KindDrawing } = {
  hero,
  intro,
  imageCards,
  textBlock,
  capabilities,
  titledTexts,
  steps,
  keyFigures,
  quote,
  partners,
  questions,
  callToAction,
};

/**
 * A landing page's sections, each drawn by its kind's folder. The first is the page's heading (a
 * hero or an introduction: the check holds a page to it); the bands between alternate their tone,
 * as on Home. A kind may tell search engines of all its sections at once (one FAQPage).
 */
export function PageSections({ sections }: { sections: readonly PageSection[] }) {
  let banded = 0;
  const tone = (): Tone => (banded++ % 2 === 0 ? 'plain' : 'muted');
  const kinds = [...new Set(sections.map(({ discriminant }) => discriminant))];
  const structuredData = kinds.flatMap((kind) => {
    const data = DRAWINGS[kind].structuredData?.(sections.filter(({ discriminant }) => discriminant === kind).map(({ value }) => value as never));
    return data ? [cloneElement(data, { key: kind })] : [];
  });
  return [
    ...structuredData,
    ...sections.map(({ discriminant, value }, index) => {
      const { default: Draw, band } = DRAWINGS[discriminant];
      // Right under an introduction, as on Features, a section's first image is on the first screen.
      const onFirstScreen = index === 1 && sections[0].discriminant === 'intro';
      return <Draw key={index} value={value as never} opensPage={index === 0} onFirstScreen={onFirstScreen} tone={band ? tone() : 'plain'} />;
    }),
  ];
}
