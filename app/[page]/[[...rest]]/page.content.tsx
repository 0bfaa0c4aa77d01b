/**
 * A page in one of the site's translations, drawn by its own route's component from the
 * language's copy; a landing page (components/composed-pages/); or an address a landing page had,
 * which leads on to it. Named page.content.tsx: next.config.mjs builds this route only when there
 * is a page to write.
 */
import type { Metadata } from 'next';
import type { ComponentType } from 'react';

import About from '@/app/about/page';
import Contact from '@/app/contact/page';
import Features from '@/app/features/page';
import Home from '@/app/(home)/page';
import { composedPageEntry } from '@/components/composed-pages/composed-pages';
import { UnpublishedPageMark } from '@/components/composed-pages/unpublished-page-mark';
import { MovedPage } from '@/components/sections/moved-page';
import { PageSections } from '@/components/sections/page-sections';
import { notFoundCopy } from '@/lib/content-reader';
import { addressIn, copyIn, setPageLanguage, type LanguageCopy } from '@/lib/site-languages';
import { metadataOfPage, movedPageMetadata } from '@/lib/metadata';
import { findPage } from '@/lib/pages';

import { contentParams, find, type Params } from './content-route';

/** Each page a translation may have, by its entry: its route's component, which takes its copy. */
const DRAWINGS: Record<string, ComponentType<{ copy: never }>> = { home: Home, features: Features, about: About, contact: Contact };

/** A translated page's copy file and its component. */
function drawingOf(entry: string, copy: LanguageCopy) {
  const Draw = DRAWINGS[entry];
  if (!Draw) throw new Error(`app/[page]/[[...rest]]/page.content.tsx: the translated page ${entry} has no drawing here; add its route's component to DRAWINGS`);
  return { Draw, copy: copy[entry as keyof LanguageCopy] as { meta: { title: string; description: string }; hero?: { title: string }; intro?: { title: string } } };
}

export const generateStaticParams = contentParams;

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const found = await find(params);
  if ('translated' in found) {
    const { language, entry, href } = found.translated;
    const { copy } = drawingOf(entry, copyIn(language));
    const page = { ...findPage(href), href: addressIn(language, href), meta: copy.meta, headline: (copy.hero ?? copy.intro)!.title };
    return metadataOfPage(page, { language, siteHref: href });
  }
  return 'landing' in found ? metadataOfPage(composedPageEntry(found.landing)) : movedPageMetadata(notFoundCopy.moved, found.movedTo);
}

export default async function ContentPage({ params }: Params) {
  const found = await find(params);
  if ('translated' in found) {
    const { language, entry } = found.translated;
    setPageLanguage(language);
    const { Draw, copy } = drawingOf(entry, copyIn(language));
    return <Draw copy={copy as never} />;
  }
  if ('movedTo' in found) return <MovedPage to={found.movedTo} copy={notFoundCopy.moved} />;
  return (
    <>
      <PageSections sections={found.landing.sections} />
      <UnpublishedPageMark page={found.landing} />
    </>
  );
}
