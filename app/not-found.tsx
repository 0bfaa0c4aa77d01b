import type { Metadata } from 'next';

import { ButtonLink } from '@/components/button-link';
import { StatusScreen } from '@/components/status-screen';
import { UnknownPathLogger } from '@/components/unknown-path-logger';
import { notFoundCopy } from '@/lib/content';

export const metadata: Metadata = { title: notFoundCopy.title };

export default function NotFound() {
  return (
    <StatusScreen title={notFoundCopy.title} text={notFoundCopy.text}>
      <UnknownPathLogger />
      <ButtonLink href="/" variant="primary">
        {notFoundCopy.homeLink}
      </ButtonLink>
    </StatusScreen>
  );
}
