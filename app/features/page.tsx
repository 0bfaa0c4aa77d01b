import type { Metadata } from 'next';

import { FeaturesPage } from '@/components/pages/features-page';
import { entryCopies } from '@/lib/content/entry-copies';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata('/features/');

export default function Features() {
  return <FeaturesPage copy={entryCopies.features} />;
}
