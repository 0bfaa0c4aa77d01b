import type { Metadata } from 'next';

import { AboutPage } from '@/components/pages/about-page';
import { aboutCopy } from '@/lib/content';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata('/about/');

export default function About() {
  return <AboutPage copy={aboutCopy} />;
}
