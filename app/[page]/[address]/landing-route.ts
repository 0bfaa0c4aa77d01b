/**
 * What the route at /<code>/<address>/ draws: a landing page written in a translation's language,
 * or an address one had. Built only when there is one (next.config.mjs says why).
 */
import { notFound } from 'next/navigation';

import { composedPagesIn } from '@/components/composed-pages/composed-pages';
import { landingAddresses, landingAt, type LandingFound } from '@/components/composed-pages/landing-at';
import { translations, type Language } from '@/lib/site-languages';

export type Params = { params: Promise<{ page: string; address: string }> };

/** The page at the address in `params`, in its language; any other address is not found. */
export async function findLanding(params: Params['params']): Promise<{ language: Language; found: LandingFound }> {
  const { page, address } = await params;
  const language = translations().find(({ code }) => code === page) ?? notFound();
  return { language, found: landingAt(composedPagesIn(language.code), address) ?? notFound() };
}

/** Every address the route builds: each translated landing page, and each address one had. */
export const landingParams = () => translations().flatMap(({ code }) => landingAddresses(composedPagesIn(code)).map((address) => ({ page: code, address })));
