/**
 * What the route at /<page>/<rest…>/ draws: a page in one of the site's translations (/de/,
 * /de/features/), a landing page (/<address>/), or an address a landing page had. Only what the
 * content holds is built: next.config.mjs builds the route only when there is one.
 */
import { notFound } from 'next/navigation';

import { composedPages, type ComposedPage } from '@/components/composed-pages/composed-pages';
import { shownPages, translations, type Language } from '@/lib/site-languages';

export type Params = { params: Promise<{ page: string; rest?: string[] }> };

export type Found =
  | { translated: { language: Language; entry: string; href: string } }
  | { landing: ComposedPage }
  | { movedTo: ComposedPage };

/** A translated page by its address in the site's language (`/features/`), not the language's 404 page, which is a file of its own. */
const translatedPages = (language: Language) => shownPages(language.code).filter(({ entry }) => entry !== 'notFound');

/**
 * What the address in `params` draws; any other address is not found. Any address, not only
 * generateStaticParams', as the articles' routes take it (components/articles/collection-routes.tsx says why).
 */
export async function find(params: Params['params']): Promise<Found> {
  const { page, rest = [] } = await params;
  const language = translations().find(({ code }) => code === page);
  if (language) {
    const href = `/${rest.map((part) => `${part}/`).join('')}`;
    const shown = translatedPages(language).find((each) => each.href === href);
    if (!shown) notFound();
    return { translated: { language, entry: shown.entry, href } };
  }
  if (rest.length > 0) notFound();
  const pages = composedPages();
  const landing = pages.find(({ slug }) => slug === page);
  if (landing) return { landing };
  const movedTo = pages.find(({ formerAddresses }) => formerAddresses.includes(page));
  if (!movedTo) notFound();
  return { movedTo };
}

/** Every address the route builds: each translated page, each landing page and each address one had. */
export const contentParams = () => [
  ...translations().flatMap((language) => translatedPages(language).map(({ href }) => ({ page: language.code, rest: href.split('/').filter(Boolean) }))),
  ...composedPages().flatMap(({ slug, formerAddresses }) => [slug, ...formerAddresses].map((page) => ({ page, rest: [] }))),
];
