import type { Metadata } from 'next';

import { HomePage } from '@/components/pages/home-page';
import { homeCopy } from '@/lib/content';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata('/');

export default function Home() {
  return <HomePage copy={homeCopy} />;
}
