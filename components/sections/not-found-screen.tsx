import { ButtonLink } from '@/components/ui/button-link';
import { StatusScreen } from '@/components/sections/status-screen';
import { InlineScript } from '@/components/ui/inline-script';
import type { NotFoundCopy } from '@/lib/content-reader';

/** What an unknown address shows, from its copy: the 404 page passes its language's copy file, the editor's live preview the form's values. */
export function NotFoundScreen({ copy, homeHref = '/' }: { copy: NotFoundCopy; homeHref?: string }) {
  return (
    <StatusScreen title={copy.title} text={copy.text}>
      <ButtonLink href={homeHref} variant="primary">
        {copy.homeLink}
      </ButtonLink>
    </StatusScreen>
  );
}

// The spec asks for the unknown address in the console. An inline script does it as the page
// parses; as a client component it would be one more script request.
function logUnknownPath() {
  const log = () => console.error(`404: no page at ${location.pathname}${location.search}${location.hash}`);
  // A prerendered page is not on screen yet: log when the visitor actually sees it.
  const { prerendering } = document as Document & { prerendering?: boolean };
  if (prerendering) document.addEventListener('prerenderingchange', log, { once: true });
  else log();
}

/** The 404 page's content: the screen, and the unknown address logged. */
export function NotFoundPage(props: { copy: NotFoundCopy; homeHref?: string }) {
  return (
    <>
      <NotFoundScreen {...props} />
      {/* After the content: the browser may paint at an inline script, and nothing may move then. */}
      <InlineScript run={logUnknownPath} args={[]} />
    </>
  );
}
