import type { Metadata } from 'next';

import { ContactPage } from '@/components/pages/contact-page';
import { entryCopies } from '@/lib/content/entry-copies';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata('/contact/');

export default function Contact() {
  return <ContactPage copy={entryCopies.contact} />;
}
