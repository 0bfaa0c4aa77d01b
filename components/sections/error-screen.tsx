'use client';

import { useEffect } from 'react';

import { ButtonLink, buttonClassName } from '@/components/ui/button-link';
import { StatusScreen } from '@/components/sections/status-screen';
import { errorCopy } from '@/lib/content-reader';

type ErrorScreenProps = { error: Error & { digest?: string }; reset: () => void };

/** What error.tsx and global-error.tsx show: the spec's message, a retry and a way home. */
export function ErrorScreen({ error, reset }: ErrorScreenProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <StatusScreen title={errorCopy.title} text={errorCopy.text}>
      {process.env.NODE_ENV === 'development' && (
        // Only in `next dev`: what went wrong.
        <p className="w-full text-sm text-ink-foreground">{error.message}</p>
      )}
      <button type="button" onClick={reset} className={buttonClassName('primary')}>
        {errorCopy.retry}
      </button>
      <ButtonLink href="/" variant="secondary">
        {errorCopy.homeLink}
      </ButtonLink>
    </StatusScreen>
  );
}
