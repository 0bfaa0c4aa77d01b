'use client';

import { Component, useEffect, type ReactNode } from 'react';

import { ButtonLink, buttonClassName } from '@/components/ui/button-link';
import { StatusScreen } from '@/components/sections/status-screen';
import { errorCopy, type ErrorCopy } from '@/lib/content-reader';

type ErrorScreenProps = { error: Error & { digest?: string }; reset: () => void; copy?: ErrorCopy };

/** What a page that fails and global-error.tsx show: the spec's message, a retry and a way home. */
export function ErrorScreen({ error, reset, copy = errorCopy, homeHref = '/' }: ErrorScreenProps & { homeHref?: string }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <StatusScreen title={copy.title} text={copy.text}>
      {process.env.NODE_ENV === 'development' && (
        // Only in `next dev`: what went wrong.
        <p className="w-full text-sm text-ink-foreground">{error.message}</p>
      )}
      <button type="button" onClick={reset} className={buttonClassName('primary')}>
        {copy.retry}
      </button>
      <ButtonLink href={homeHref} variant="secondary">
        {copy.homeLink}
      </ButtonLink>
    </StatusScreen>
  );
}

type BoundaryProps = { children: ReactNode; copy?: ErrorCopy; homeHref?: string };

/**
 * The page's error boundary, in its document (app/site-document.tsx), so the header and footer stay
 * around the screen, in the page's language (`copy`, the site's own by default). One for every
 * route: an error.tsx in each route folder cost each page a script more.
 */
export class PageErrorBoundary extends Component<BoundaryProps, { error?: Error }> {
  state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <ErrorScreen error={error} reset={() => this.setState({ error: undefined })} copy={this.props.copy} homeHref={this.props.homeHref} />;
  }
}
