import { ButtonLink } from '@/components/ui/button-link';
import { StatusScreen } from '@/components/sections/status-screen';
import type { NotFoundCopy } from '@/lib/content-reader';

/** What an unknown address shows, from its copy: the route (app/not-found.tsx) passes the copy file, the editor's live preview the form's values. */
export function NotFoundScreen({ copy }: { copy: NotFoundCopy }) {
  return (
    <StatusScreen title={copy.title} text={copy.text}>
      <ButtonLink href="/" variant="primary">
        {copy.homeLink}
      </ButtonLink>
    </StatusScreen>
  );
}
