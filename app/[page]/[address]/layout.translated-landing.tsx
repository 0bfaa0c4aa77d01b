import type { ReactNode } from 'react';

import { SiteDocument } from '@/app/site-document';

import { findLanding, type Params } from './landing-route';

export { siteMetadata as metadata, siteViewport as viewport } from '@/app/site-document';

/** The document of a landing page in its language: written in one language, its language switch leads to each language's Home. */
export default async function TranslatedLandingDocument({ children, params }: Params & { children: ReactNode }) {
  const { language } = await findLanding(params);
  return <SiteDocument language={language}>{children}</SiteDocument>;
}
