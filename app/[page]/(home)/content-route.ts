/**
 * What the route at /<page>/ draws: a translation's Home (/de/), a landing page in the site's
 * language (/<address>/), or an address one had. Only what the content holds is built: next.config.mjs builds the
 * route only when there is one.
 */
import { notFound } from 'next/navigation';

import { composedPagesIn } from '@/components/composed-pages/composed-pages';
import { landingAddresses, landingAt, type LandingFound } from '@/components/composed-pages/landing-at';
import { shownAt, siteLanguage, type Language } from '@/lib/site-languages';

import { translatedParams, type Params } from '../translated-page';

export type { Params };

/**
 * What the address in `params` draws; any other address is not found. Any address, not only
 * generateStaticParams', as the articles' routes take it (components/articles/collection-routes.tsx says why).
 */
export async function find(params: Params['params']): Promise<{ translated: Language } | LandingFound> {
  const { page } = await params;
  const translated = shownAt('home', page);
  if (translated) return { translated: translated.language };
  return landingAt(composedPagesIn(siteLanguage.code), page) ?? notFound();
}

/** Every address the route builds: each translation's Home, each landing page and each address one had. */
export const contentParams = () => [
  ...translatedParams('home'),
  ...landingAddresses(composedPagesIn(siteLanguage.code)).map((page) => ({ page })),
];
