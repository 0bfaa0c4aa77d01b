/** A landing page written in a translation's language (/de/<address>/), or an address one had, which leads on to it. */
import type { Metadata } from 'next';

import { landingMetadata } from '@/components/composed-pages/landing-at';
import { LandingPage } from '@/components/composed-pages/landing-page';
import { copyIn, setPageLanguage } from '@/lib/site-languages';

import { findLanding, landingParams, type Params } from './landing-route';

export const generateStaticParams = landingParams;

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { language, found } = await findLanding(params);
  return landingMetadata(found, copyIn(language).notFound.moved, language);
}

export default async function TranslatedLanding({ params }: Params) {
  const { language, found } = await findLanding(params);
  setPageLanguage(language);
  return <LandingPage found={found} moved={copyIn(language).notFound.moved} />;
}
