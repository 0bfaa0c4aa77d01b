import type { Metadata } from 'next';

import { FeaturesPage } from '@/components/pages/features-page';
import { featuresCopy } from '@/lib/content';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata('/features/');

export default function Features() {
  return <FeaturesPage copy={featuresCopy} />;
}
