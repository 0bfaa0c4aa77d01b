import { MovedPage } from '@/components/sections/moved-page';
import { PageSections } from '@/components/sections/page-sections';

import type { LandingFound, MovedCopy } from './landing-at';
import { UnpublishedPageMark } from './unpublished-page-mark';

/** The landing page `found`, or the page leading on from an address one had. */
export function LandingPage({ found, moved }: { found: LandingFound; moved: MovedCopy }) {
  if ('movedTo' in found) return <MovedPage to={found.movedTo} copy={moved} />;
  return (
    <>
      <PageSections sections={found.landing.sections} />
      <UnpublishedPageMark page={found.landing} />
    </>
  );
}
