/**
 * Brand, addresses and routes: the one place the build reads them from.
 * Each value can be overridden at build time (see README, "Brand and addresses").
 * NEXT_PUBLIC_ names are used so client islands inline the same values as the HTML.
 */
const env = process.env;

const siteUrl = (env.NEXT_PUBLIC_SITE_URL || 'https://gridwright.energy').replace(/\/+$/, '');

export const siteConfig = {
  name: env.NEXT_PUBLIC_SITE_NAME || 'Gridwright',
  tagline: env.NEXT_PUBLIC_SITE_TAGLINE || 'Grid planning software and FACTS hardware, in one platform.',
  url: siteUrl,
  infoEmail: env.NEXT_PUBLIC_INFO_EMAIL || 'info@gridwright.energy',
  demoContact: {
    name: env.NEXT_PUBLIC_DEMO_CONTACT_NAME || 'Priya Raman',
    email: env.NEXT_PUBLIC_DEMO_CONTACT_EMAIL || 'priya.raman@gridwright.energy',
  },
  launchYear: 2025,
} as const;

export type SiteConfig = typeof siteConfig;

/** Every page of the site, in header order. Header, mobile menu and footer all read this list. */
export const mainRoutes = [
  { href: '/features/', label: 'Features' },
  { href: '/about/', label: 'About' },
  { href: '/contact/', label: 'Contact' },
] as const;

export type MainRoute = (typeof mainRoutes)[number];

export const loginHref = '/contact/';
