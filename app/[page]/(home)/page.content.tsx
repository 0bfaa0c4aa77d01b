/**
 * A translation's Home, drawn by Home's own component from the language's copy; a landing page
 * (components/composed-pages/); or an address a landing page had, which leads on to it. Named
 * page.content.tsx: next.config.mjs builds this route only when there is a page to write.
 */
import type { Metadata } from 'next';

import Home from '@/app/(home)/page';
import { composedPageEntry } from '@/components/composed-pages/composed-pages';
import { UnpublishedPageMark } from '@/components/composed-pages/unpublished-page-mark';
import { MovedPage } from '@/components/sections/moved-page';
import { PageSections } from '@/components/sections/page-sections';
import { notFoundCopy } from '@/lib/content-reader';
import { metadataOfPage, movedPageMetadata } from '@/lib/metadata';

import { translatedDrawing, translatedMetadata } from '../translated-page';
import { contentParams, find, type Params } from './content-route';

const TranslatedHome = translatedDrawing('home', Home);

export const generateStaticParams = contentParams;

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const found = await find(params);
  if ('translated' in found) return translatedMetadata('home', params);
  return 'landing' in found ? metadataOfPage(composedPageEntry(found.landing)) : movedPageMetadata(notFoundCopy.moved, found.movedTo);
}

export default async function ContentPage({ params }: Params) {
  const found = await find(params);
  if ('translated' in found) return <TranslatedHome params={params} />;
  if ('movedTo' in found) return <MovedPage to={found.movedTo} copy={notFoundCopy.moved} />;
  return (
    <>
      <PageSections sections={found.landing.sections} />
      <UnpublishedPageMark page={found.landing} />
    </>
  );
}
