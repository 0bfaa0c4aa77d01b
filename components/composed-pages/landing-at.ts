/**
 * A landing page at an address, or the landing page that had the address (which leads on to it):
 * found and described for search the same way in every language, by app/[page]/(home)/ (/<address>/)
 * and app/[page]/[address]/ (/de/<address>/); landing-page.tsx draws it. Apart from the drawing, since
 * their layouts look it up too, and a client component a layout imports is bundled with the layout.
 */
import type { Metadata } from 'next';

import { metadataOfPage, movedPageMetadata } from '@/lib/metadata';
import type { Language } from '@/lib/site-languages';

import { composedPageEntry, type ComposedPage } from './composed-pages';

export type LandingFound = { landing: ComposedPage } | { movedTo: ComposedPage };

/** What a moved address shows: the language's notFound.moved copy. */
export type MovedCopy = { title: string; text: string };

/** The page of `pages` at `address`, or the one that had it; undefined for neither. */
export function landingAt(pages: ComposedPage[], address: string): LandingFound | undefined {
  const landing = pages.find(({ slug }) => slug === address);
  if (landing) return { landing };
  const movedTo = pages.find(({ formerAddresses }) => formerAddresses.includes(address));
  return movedTo && { movedTo };
}

/** Every address of `pages` a route writes: each page's own and each one it had. */
export const landingAddresses = (pages: ComposedPage[]) => pages.flatMap(({ slug, formerAddresses }) => [slug, ...formerAddresses]);

/** The metadata of what `found` is, in `language` where it is a translation's. */
export function landingMetadata(found: LandingFound, moved: MovedCopy, language?: Language): Metadata {
  if ('movedTo' in found) return movedPageMetadata(moved, found.movedTo);
  return metadataOfPage(composedPageEntry(found.landing), language && { language });
}
