import type { Graph } from 'schema-dts';

import { languagesCopy } from '@/lib/content-reader';
import { siteConfig } from '@/lib/site';

const organizationId = `${siteConfig.url}/#organization`;

const graph: Graph = {
  '@context': 'https://schema.org',
  '@graph': [
    {
      '@type': 'Organization',
      '@id': organizationId,
      name: siteConfig.name,
      url: `${siteConfig.url}/`,
      logo: `${siteConfig.url}/icons/icon-512.png`,
      description: siteConfig.tagline,
      email: siteConfig.infoEmail,
      foundingDate: String(siteConfig.launchYear),
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'sales',
        name: siteConfig.demoContact.name,
        email: siteConfig.demoContact.email,
      },
    },
    {
      '@type': 'WebSite',
      '@id': `${siteConfig.url}/#website`,
      name: siteConfig.name,
      url: `${siteConfig.url}/`,
      inLanguage: languagesCopy.site.code,
      publisher: { '@id': organizationId },
    },
  ],
};

/** Structured data for search engines. `<` is escaped so no text can close the script element. */
export function OrganizationJsonLd() {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(graph).replace(/</g, '\\u003c') }}
    />
  );
}
