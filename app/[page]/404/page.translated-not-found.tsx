/**
 * The 404 page in each translation that shows it. Next.js writes it as out/<code>/404/index.html;
 * lib/hosting/after-build.mjs moves it to out/<code>/404.html, where each host serves it for an
 * address under /<code>/ that the site does not have (lib/hosting/host-files.mjs).
 */
import type { Metadata } from 'next';

import { NotFoundPage } from '@/components/sections/not-found-screen';
import { withBrand } from '@/lib/metadata';
import { addressIn, copyIn, setPageLanguage } from '@/lib/site-languages';

import { translatedParams, translationOf, type Params } from '../translated-page';

export const generateStaticParams = () => translatedParams('notFound');

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { language } = await translationOf('notFound', params);
  return { title: { absolute: withBrand(copyIn(language).notFound.title) } };
}

export default async function TranslatedNotFound({ params }: Params) {
  const { language } = await translationOf('notFound', params);
  setPageLanguage(language);
  return <NotFoundPage copy={copyIn(language).notFound} homeHref={addressIn(language, '/')} />;
}
