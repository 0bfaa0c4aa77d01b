import type { ReactNode } from 'react';

import { SiteDocument } from '@/app/site-document';

import { find, type Params } from './content-route';

export { siteMetadata as metadata, siteViewport as viewport } from '@/app/site-document';

/** The document of a translation's Home, in its language, or of a landing page, in the site's. */
export default async function ContentLayout({ children, params }: Params & { children: ReactNode }) {
  const found = await find(params);
  if ('translated' in found) {
    return (
      <SiteDocument language={found.translated} href="/">
        {children}
      </SiteDocument>
    );
  }
  return <SiteDocument href={'landing' in found ? found.landing.href : undefined}>{children}</SiteDocument>;
}
