/**
 * The composed pages, each at /<address>/ (lib/content/pages/, lib/composed-pages.ts). Named
 * page.composed.tsx: next.config.mjs builds this route only when there is a page to write.
 */
import type { Metadata } from 'next';

import { PageSections } from '@/components/sections/page-sections';
import { UnpublishedPageMark } from '@/components/sections/unpublished-page-mark';
import { composedPages } from '@/lib/composed-pages';
import { pageMetadata } from '@/lib/metadata';

type Params = { params: Promise<{ page: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return composedPages().map(({ slug }) => ({ page: slug }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return pageMetadata(`/${(await params).page}/`);
}

export default async function ComposedPage({ params }: Params) {
  const { page } = await params;
  const found = composedPages().find(({ slug }) => slug === page)!;
  return (
    <>
      <PageSections sections={found.sections} />
      <UnpublishedPageMark page={found} />
    </>
  );
}
