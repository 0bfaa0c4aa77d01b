import type { Metadata } from 'next';

import { InsightsPage } from '@/components/pages/insights-page';
import { insightsPageCopy } from '@/lib/content';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = {
  ...pageMetadata('/insights/'),
  alternates: { canonical: '/insights/', types: { 'application/atom+xml': '/insights/feed.xml' } },
};

export default function Insights() {
  return <InsightsPage copy={insightsPageCopy} />;
}
