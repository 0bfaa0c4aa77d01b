import type { ReactNode } from 'react';

import { SiteDocument } from '@/app/site-document';

import { find, type Params } from './content-route';

export { siteMetadata as metadata, siteViewport as viewport } from '@/app/site-document';

/** The document of a translated page, in its language, or of a landing page, in the site's. */
export default async function ContentLayout({ children, params }: Params & { children: ReactNode }) {
  const found = await find(params);
  if ('translated' in found) {
    const { language, href } = found.translated;
    return (
      <SiteDocument language={language} href={href}>
        {children}
      </SiteDocument>
    );
  }
  return <SiteDocument href={'landing' in found ? found.landing.href : undefined}>{children}</SiteDocument>;
}
