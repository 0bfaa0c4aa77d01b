/**
 * The component that draws each page and screen of the editor's entries from its copy: its route
 * (app/<address>/page.tsx) draws it from the copy file, the editor's live preview from the form's
 * values. The header and footer are drawn around each. A new page is its entry in
 * lib/content/schema.mjs (with its address and name), its component named here, and its route.
 */
import type { ComponentType } from 'react';

import { StatusScreen } from '@/components/sections/status-screen';
import { ButtonLink, buttonClassName } from '@/components/ui/button-link';
import type { DrawnEntry, entryCopies } from '@/lib/content/entry-copies';
import type { CopyFile } from '@/lib/content/types';

import { AboutPage } from './about-page';
import { ContactPage } from './contact-page';
import { FeaturesPage } from './features-page';
import { HomePage } from './home-page';
import { InsightsPage } from './insights-page';
import { NotFoundScreen } from './not-found-screen';

/**
 * The error screen as components/sections/error-screen.tsx draws it, for the preview. That client
 * component reads its copy file itself: taking the copy as a prop cost every page 84 bytes of script.
 */
function ErrorScreenPreview({ copy }: { copy: CopyFile<'error'> }) {
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

/** Each page's and screen's component; none for the header and footer, drawn around every page. */
const entryPages = {
  home: HomePage,
  features: FeaturesPage,
  about: AboutPage,
  insightsPage: InsightsPage,
  contact: ContactPage,
  notFound: NotFoundScreen,
  error: ErrorScreenPreview,
} satisfies { [Entry in DrawnEntry]?: ComponentType<{ copy: (typeof entryCopies)[Entry] }> };

/** The entry whose page a preview of `entry` draws: its own, or Home's for the header and footer. */
export const pageEntryOf = (entry: DrawnEntry): keyof typeof entryPages => (entry in entryPages ? (entry as keyof typeof entryPages) : 'home');

/** The page or screen `entry` draws, from `copy` (its copy, as the form has it in the preview). */
export function EntryPage({ entry, copy }: { entry: DrawnEntry; copy: unknown }) {
  const Draw = entryPages[pageEntryOf(entry)] as ComponentType<{ copy: unknown }>;
  return <Draw copy={copy} />;
}
