/**
 * What the route at /<code>/<address>/ draws: a landing page written in a translation's language,
 * or an address one had. Built only when there is one (next.config.mjs says why).
 */
import { notFound } from 'next/navigation';

import { composedPagesIn, type ComposedPage } from '@/components/composed-pages/composed-pages';
import { translations, type Language } from '@/lib/site-languages';

export type Params = { params: Promise<{ page: string; address: string }> };

/** The page at the address in `params`, in its language; any other address is not found. */
export async function findLanding(params: Params['params']): Promise<{ language: Language } & ({ landing: ComposedPage } | { movedTo: ComposedPage })> {
  const { page, address } = await params;
  const language = translations().find(({ code }) => code === page);
  if (!language) notFound();
  const pages = composedPagesIn(language.code);
  const landing = pages.find(({ slug }) => slug === address);
  if (landing) return { language, landing };
  const movedTo = pages.find(({ formerAddresses }) => formerAddresses.includes(address));
  if (!movedTo) notFound();
  return { language, movedTo };
}

/** Every address the route builds: each translated landing page, and each address one had. */
export const landingParams = () =>
  translations().flatMap(({ code }) => composedPagesIn(code).flatMap(({ slug, formerAddresses }) => [slug, ...formerAddresses].map((address) => ({ page: code, address }))));
