import type { Metadata } from 'next';

import type { PageMeta } from '@/lib/content';

/** Per-page title, description and canonical URL (resolved against the root layout's metadataBase). */
export function pageMetadata({ title, description }: PageMeta, path: string): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path },
  };
}
