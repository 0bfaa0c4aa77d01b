import type { Graph } from 'schema-dts';

import { addressIn, pageLanguage, type Language } from '@/lib/site-languages';
import { siteConfig } from '@/lib/site';

const organizationId = `${siteConfig.url}/#organization`;

/** The site's Home in `language`: its organization, and the website in that language. */
const graphIn = (language: Language): Graph => ({
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
      '@id': `${siteConfig.url}${addressIn(language, '/')}#website`,
      name: siteConfig.name,
      url: `${siteConfig.url}${addressIn(language, '/')}`,
      inLanguage: language.code,
      publisher: { '@id': organizationId },
    },
  ],
});

/** Structured data for search engines. `<` is escaped so no text can close the script element. */
export function OrganizationJsonLd() {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(graphIn(pageLanguage())).replace(/</g, '\\u003c') }}
    />
  );
}
