import type { ReactNode } from 'react';

import { SiteDocument } from '@/app/site-document';

import { translationOf, type Params } from '../translated-page';

export { siteMetadata as metadata, siteViewport as viewport } from '@/app/site-document';

/** The 404 page's document in its language: its language switch leads to each language's Home. */
export default async function TranslatedNotFoundDocument({ children, params }: Params & { children: ReactNode }) {
  const { language } = await translationOf('notFound', params);
  return <SiteDocument language={language}>{children}</SiteDocument>;
}
