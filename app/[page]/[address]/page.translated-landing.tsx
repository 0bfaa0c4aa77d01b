/** A landing page written in a translation's language (/de/<address>/), or an address one had, which leads on to it. */
import type { Metadata } from 'next';

import { composedPageEntry } from '@/components/composed-pages/composed-pages';
import { UnpublishedPageMark } from '@/components/composed-pages/unpublished-page-mark';
import { MovedPage } from '@/components/sections/moved-page';
import { PageSections } from '@/components/sections/page-sections';
import { metadataOfPage, movedPageMetadata } from '@/lib/metadata';
import { copyIn, setPageLanguage } from '@/lib/site-languages';

import { findLanding, landingParams, type Params } from './landing-route';

export const generateStaticParams = landingParams;

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const found = await findLanding(params);
  const { language } = found;
  if ('landing' in found) return metadataOfPage(composedPageEntry(found.landing), { language, siteHref: found.landing.href });
  return movedPageMetadata(copyIn(language).notFound.moved, found.movedTo);
}

export default async function TranslatedLanding({ params }: Params) {
  const found = await findLanding(params);
  setPageLanguage(found.language);
  if ('movedTo' in found) return <MovedPage to={found.movedTo} copy={copyIn(found.language).notFound.moved} />;
  return (
    <>
      <PageSections sections={found.landing.sections} />
      <UnpublishedPageMark page={found.landing} />
    </>
  );
}
