// What the editor's live preview draws: an entry's page, from the copy files but for the entry
// being edited, drawn from the form's values (checked by the build's own content check first).
// Server only: cards make their images as the site's pages do.
import { join } from 'node:path';
import type { ReactNode } from 'react';

import { SiteFooter } from '@/components/header-footer/site-footer';
import { SiteHeader } from '@/components/header-footer/site-header';
import { AboutPage } from '@/components/pages/about-page';
import { ContactPage } from '@/components/pages/contact-page';
import { FeaturesPage } from '@/components/pages/features-page';
import { HomePage } from '@/components/pages/home-page';
import { NotFoundScreen } from '@/components/pages/not-found-screen';
import { StatusScreen } from '@/components/sections/status-screen';
import { ButtonLink, buttonClassName } from '@/components/ui/button-link';
import type { ErrorCopy } from '@/lib/content';
import { readContent, withSiteValues } from '@/lib/content/content-module.cjs';
import { copyTexts, type CopyText } from '@/lib/content/copy-texts';
import { entryCopies } from '@/lib/content/entry-copies';
import { singletons } from '@/lib/content/schema.mjs';
import { siteConfig } from '@/lib/site';

import type { PreviewedEntry } from './entries';

type Copies = typeof entryCopies;

/**
 * The error screen as components/sections/error-screen.tsx draws it. That client component reads
 * its copy file itself: taking the copy as a prop cost every page 84 bytes of script.
 */
function ErrorScreenPreview({ copy }: { copy: ErrorCopy }) {
  return (
    <StatusScreen title={copy.title} text={copy.text}>
      <button type="button" className={buttonClassName('primary')}>
        {copy.retry}
      </button>
      <ButtonLink href="/" variant="secondary">
        {copy.homeLink}
      </ButtonLink>
    </StatusScreen>
  );
}

function PageBody({ entry, copies }: { entry: PreviewedEntry; copies: Copies }) {
  switch (entry) {
    case 'features':
      return <FeaturesPage copy={copies.features} />;
    case 'about':
      return <AboutPage copy={copies.about} />;
    case 'contact':
      return <ContactPage copy={copies.contact} />;
    case 'notFound':
      return <NotFoundScreen copy={copies.notFound} />;
    case 'error':
      return <ErrorScreenPreview copy={copies.error} />;
    default:
      return <HomePage copy={copies.home} />;
  }
}

/** The entries whose words a preview of `entry` shows: its own, and the header's and footer's. */
const shownEntries = (entry: PreviewedEntry): PreviewedEntry[] => [
  ...new Set<PreviewedEntry>([['header', 'footer'].includes(entry) ? 'home' : entry, 'header', 'footer']),
];

/**
 * The page `entry` draws, with `source` (its copy file as the form has it) in place of the file,
 * and every text it shows with its field; or the mistake the build would name in `source`.
 */
export function previewOf(entry: PreviewedEntry, source: string | null): { problem: string } | { page: ReactNode; texts: CopyText[] } {
  const copies = { ...entryCopies };
  if (source !== null) {
    try {
      const file = join(process.cwd(), `${singletons[entry].path}.yaml`);
      Object.assign(copies, { [entry]: withSiteValues(readContent(source, file), siteConfig) });
    } catch (error) {
      return { problem: (error as Error).message };
    }
  }
  return {
    page: (
      <>
        <SiteHeader copy={copies.header} />
        <PageBody entry={entry} copies={copies} />
        <SiteFooter copy={copies.footer} />
      </>
    ),
    texts: shownEntries(entry).flatMap((shown) => copyTexts(shown, copies[shown])),
  };
}
