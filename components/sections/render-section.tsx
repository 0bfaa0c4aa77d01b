import { render } from '@testing-library/react';
import type { ComponentSchema } from '@keystatic/core';
import type { ComponentType } from 'react';

import { GlossaryTooltipHost } from '@/components/glossary/tooltip-host';
import { aboutCopy, contactCopy, featuresCopy, glossary, homeCopy } from '@/lib/content-reader';

import type { SectionProps } from './section-props';
import type { BuiltCopies, Stress } from './section-stress';

/** The copy a kind's stress copy is made from in a kind's test: the project's own copy files. */
const builtCopies: BuiltCopies = { home: homeCopy, features: featuresCopy, about: aboutCopy, contact: contactCopy, glossary, cards: homeCopy.cards };

/**
 * A kind's section drawn from its stress copy, as a landing page places it (second, in a plain band,
 * unless `placement` says otherwise), with the tooltips' host around it and motion reduced; returns
 * the value drawn, whose words the test looks for.
 */
export function renderSection<Kind extends { schema: ComponentSchema }>(
  Draw: ComponentType<SectionProps<Kind>>,
  stress: Stress<Kind>,
  placement: Partial<Omit<SectionProps<Kind>, 'value'>> = {},
) {
  window.matchMedia = (query: string) => ({ matches: query.includes('reduce') }) as MediaQueryList;
  const value = stress(builtCopies);
  render(
    <GlossaryTooltipHost>
      <Draw value={value} opensPage={false} onFirstScreen={false} tone="plain" {...placement} />
    </GlossaryTooltipHost>,
  );
  return value;
}
