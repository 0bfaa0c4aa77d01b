import type { Metadata } from 'next';

import { SiteDocument, siteMetadata } from '@/app/site-document';
import { NotFoundPage } from '@/components/sections/not-found-screen';
import { notFoundCopy } from '@/lib/content-reader';
import { withBrand } from '@/lib/metadata';

export const metadata: Metadata = { ...siteMetadata, title: withBrand(notFoundCopy.title) };
export { siteViewport as viewport } from '@/app/site-document';

/**
 * What an address the site does not have shows: Next.js draws this file with no layout
 * (experimental.globalNotFound, for a site of several root layouts), so it has the document itself.
 */
export default function NotFound() {
  return (
    <SiteDocument>
      <NotFoundPage copy={notFoundCopy} />
    </SiteDocument>
  );
}
