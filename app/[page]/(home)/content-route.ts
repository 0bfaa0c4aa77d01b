/**
 * What the route at /<page>/ draws: a translation's Home (/de/), a landing page in the site's
 * language (/<address>/), or an address one had. Only what the content holds is built: next.config.mjs builds the
 * route only when there is one.
 */
import { notFound } from 'next/navigation';

import { composedPagesIn, type ComposedPage } from '@/components/composed-pages/composed-pages';
import { shownIn, siteLanguage, type Language } from '@/lib/site-languages';

export type Params = { params: Promise<{ page: string }> };

export type Found = { translated: Language } | { landing: ComposedPage } | { movedTo: ComposedPage };

/**
 * What the address in `params` draws; any other address is not found. Any address, not only
 * generateStaticParams', as the articles' routes take it (components/articles/collection-routes.tsx says why).
 */
export async function find(params: Params['params']): Promise<Found> {
  const { page } = await params;
  const translated = shownIn('home').find(({ language }) => language.code === page);
  if (translated) return { translated: translated.language };
  const pages = composedPagesIn(siteLanguage.code);
  const landing = pages.find(({ slug }) => slug === page);
  if (landing) return { landing };
  const movedTo = pages.find(({ formerAddresses }) => formerAddresses.includes(page));
  if (!movedTo) notFound();
  return { movedTo };
}

/** Every address the route builds: each translation's Home, each landing page and each address one had. */
export const contentParams = () => [
  ...shownIn('home').map(({ language }) => ({ page: language.code })),
  ...composedPagesIn(siteLanguage.code).flatMap(({ slug, formerAddresses }) => [slug, ...formerAddresses].map((page) => ({ page }))),
];
