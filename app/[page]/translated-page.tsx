/**
 * A page of the site in each translation that shows it (/de/features/): its own route's component,
 * drawn from the language's copy. Each page has a route folder of its own here, so that it loads its
 * own scripts and no other page's; its document is translated-document.tsx's, a module apart, since a
 * client component the page's module imports is bundled with the page's scripts again.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ComponentType } from 'react';

import { copyIn, setPageLanguage, shownAt, shownIn } from '@/lib/site-languages';
import { metadataOfPage } from '@/lib/metadata';
import { pageIn } from '@/lib/pages';

export type Params = { params: Promise<{ page: string }> };
export type TranslatedEntry = 'home' | 'features' | 'about' | 'contact' | 'insightsPage' | 'notFound';

/** The language `params` names, where `entry` shows; any other is not found. */
export async function translationOf(entry: TranslatedEntry, params: Params['params']) {
  return shownAt(entry, (await params).page) ?? notFound();
}

/** The addresses of `entry`'s route: one in each language it shows in. */
export const translatedParams = (entry: TranslatedEntry) => shownIn(entry).map(({ language }) => ({ page: language.code }));

/** The metadata of `entry`'s page in the language its address names. */
export async function translatedMetadata(entry: TranslatedEntry, params: Params['params']): Promise<Metadata> {
  const { language, href } = await translationOf(entry, params);
  return metadataOfPage(pageIn(language, href), { language, siteHref: href });
}

/** `entry`'s page in the language its address names, drawn by `Draw`, its route's component in the site's language. */
export const translatedDrawing = (entry: TranslatedEntry, Draw: ComponentType<{ copy: never }>) =>
  async function TranslatedPage({ params }: Params) {
    const { language } = await translationOf(entry, params);
    setPageLanguage(language);
    return <Draw copy={copyIn(language)[entry] as never} />;
  };

/** The route of `entry`'s page in each language it shows in, drawn by `Draw`. */
export const translatedPage = (entry: TranslatedEntry, Draw: ComponentType<{ copy: never }>) => ({
  generateStaticParams: () => translatedParams(entry),
  generateMetadata: ({ params }: Params) => translatedMetadata(entry, params),
  Page: translatedDrawing(entry, Draw),
});
