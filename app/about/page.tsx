import type { Metadata } from 'next';

import { AboutPage } from '@/components/pages/about-page';
import { entryCopies } from '@/lib/content/entry-copies';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata('/about/');

export default function About() {
  return <AboutPage copy={entryCopies.about} />;
}
