import Link from 'next/link';
import type { ComponentProps } from 'react';

/**
 * next/link without viewport prefetching: with four small pages, fetching every linked route's
 * code and payload during the first load cost more (about 50 kB) than the one request a click
 * makes. Navigation stays client-side.
 */
export function SiteLink(props: ComponentProps<typeof Link>) {
  return <Link prefetch={false} {...props} />;
}
