/**
 * A translation's Home, drawn by Home's own component from the language's copy; a landing page
 * (components/composed-pages/); or an address a landing page had, which leads on to it. Named
 * page.content.tsx: next.config.mjs builds this route only when there is a page to write.
 */
import type { Metadata } from 'next';

import Home from '@/app/(home)/page';
import { landingMetadata } from '@/components/composed-pages/landing-at';
import { LandingPage } from '@/components/composed-pages/landing-page';
import { notFoundCopy } from '@/lib/content-reader';

import { translatedDrawing, translatedMetadata } from '../translated-page';
import { contentParams, find, type Params } from './content-route';

const TranslatedHome = translatedDrawing('home', Home);

export const generateStaticParams = contentParams;

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const found = await find(params);
  return 'translated' in found ? translatedMetadata('home', params) : landingMetadata(found, notFoundCopy.moved);
}

export default async function ContentPage({ params }: Params) {
  const found = await find(params);
  return 'translated' in found ? <TranslatedHome params={params} /> : <LandingPage found={found} moved={notFoundCopy.moved} />;
}
