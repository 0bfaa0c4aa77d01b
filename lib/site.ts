/**
 * Brand, addresses and routes: the one place the build reads them from.
 * Each value can be overridden at build time (see README, "Brand and addresses").
 * NEXT_PUBLIC_ names are used so client islands inline the same values as the HTML; the build
 * inlines only literal `process.env.NEXT_PUBLIC_…` reads, so each is spelled out in full.
 */

const siteUrl = (process.env.NEXT_PUBLIC_SITE_URL || 'https://gridwright.energy').replace(/\/+$/, '');

export const siteConfig = {
  name: process.env.NEXT_PUBLIC_SITE_NAME || 'Gridwright',
  tagline: process.env.NEXT_PUBLIC_SITE_TAGLINE || 'Grid planning software and FACTS hardware, in one platform.',
  url: siteUrl,
  infoEmail: process.env.NEXT_PUBLIC_INFO_EMAIL || 'info@gridwright.energy',
  demoContact: {
    name: process.env.NEXT_PUBLIC_DEMO_CONTACT_NAME || 'Priya Raman',
    email: process.env.NEXT_PUBLIC_DEMO_CONTACT_EMAIL || 'priya.raman@gridwright.energy',
  },
  launchYear: 2025,
  /** The same values as the ink and accent tokens in app/globals.css, for images and the manifest. */
  colors: { ink: '#081428', inkRaised: '#0e2140', inkForeground: '#f1f5f9', inkMuted: '#a9b8cf', accent: '#38bdf8' },
} as const;

/** Where the header's Login button leads. */
export const loginHref = '/contact/';
