/**
 * The landing pages, each at /<address>/ (components/composed-pages/), and each address one had,
 * which leads on to it. Named page.composed.tsx: next.config.mjs builds this route only when there
 * is a page to write.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { composedPageEntry, composedPages } from '@/components/composed-pages/composed-pages';
import { UnpublishedPageMark } from '@/components/composed-pages/unpublished-page-mark';
import { MovedPage } from '@/components/sections/moved-page';
import { PageSections } from '@/components/sections/page-sections';
import { notFoundCopy } from '@/lib/content-reader';
import { metadataOfPage, movedPageMetadata } from '@/lib/metadata';

type Params = { params: Promise<{ page: string }> };

/**
 * The page at the address in `params`, or the one that had it; any other address is not found.
 * Any address, not only generateStaticParams', as the articles' routes take it
 * (components/articles/collection-routes.tsx says why).
 */
async function find(params: Params['params']) {
  const { page } = await params;
  const pages = composedPages();
  const found = pages.find(({ slug }) => slug === page);
  if (found) return { found };
  const movedTo = pages.find(({ formerAddresses }) => formerAddresses.includes(page));
  if (!movedTo) notFound();
  return { movedTo };
}

export function generateStaticParams() {
  return composedPages().flatMap(({ slug, formerAddresses }) => [slug, ...formerAddresses].map((page) => ({ page })));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { found, movedTo } = await find(params);
  return found ? metadataOfPage(composedPageEntry(found)) : movedPageMetadata(notFoundCopy.moved, movedTo);
}

export default async function ComposedPage({ params }: Params) {
  const { found, movedTo } = await find(params);
  if (!found) return <MovedPage to={movedTo} copy={notFoundCopy.moved} />;
  return (
    <>
      <PageSections sections={found.sections} />
      <UnpublishedPageMark page={found} />
    </>
  );
}
