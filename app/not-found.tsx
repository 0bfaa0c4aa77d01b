import type { Metadata } from 'next';

import { NotFoundScreen } from '@/components/sections/not-found-screen';
import { InlineScript } from '@/components/ui/inline-script';
import { notFoundCopy } from '@/lib/content-reader';

export const metadata: Metadata = { title: notFoundCopy.title };

// The spec asks for the unknown address in the console. An inline script does it as the page
// parses; as a client component it would be one more script request on every page, since the
// root not-found boundary loads with the layout.
function logUnknownPath() {
  const log = () => console.error(`404: no page at ${location.pathname}${location.search}${location.hash}`);
  // A prerendered page is not on screen yet: log when the visitor actually sees it.
  const { prerendering } = document as Document & { prerendering?: boolean };
  if (prerendering) document.addEventListener('prerenderingchange', log, { once: true });
  else log();
}

export default function NotFound() {
  return (
    <>
      <NotFoundScreen copy={notFoundCopy} />
      {/* After the content: the browser may paint at an inline script, and nothing may move then. */}
      <InlineScript run={logUnknownPath} args={[]} />
    </>
  );
}
