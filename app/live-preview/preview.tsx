// What the editor's live preview draws: an entry's page, from the copy files as they are on disk
// now but for the entry being edited, drawn from the form's values (checked by the build's own
// content check first), with any image chosen and not yet saved. Server only: cards make their
// images as the site's pages do.
import { readFileSync } from 'node:fs';
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
import { readContent } from '@/lib/content/content-module.cjs';
import { copyTexts, type CopyText } from '@/lib/content/copy-texts';
import { withSiteValues } from '@/lib/content/placeholders.mjs';
import type { entryCopies } from '@/lib/content/entry-copies';
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

/** Each string of `copy` as `change` has it. */
const eachString = (copy: unknown, change: (text: string) => string): unknown => {
  if (typeof copy === 'string') return change(copy);
  if (Array.isArray(copy)) return copy.map((item) => eachString(item, change));
  if (copy && typeof copy === 'object') return Object.fromEntries(Object.entries(copy).map(([key, value]) => [key, eachString(value, change)]));
  return copy;
};

/**
 * An entry's copy as the page shows it: from `source` when given (the form's values), else from
 * its file on disk, read now (the dev server's modules may hold a file that has since broken).
 * `unsaved` maps each image the form holds and the disk does not to its version (git blob SHA).
 */
function copyOf(entry: PreviewedEntry, source: string | null, unsaved: Map<string, string>) {
  const file = join(process.cwd(), `${singletons[entry].path}.yaml`);
  const images = new Map([...unsaved.keys()].map((path) => [path, Buffer.alloc(0)]));
  const copy = readContent(source ?? readFileSync(file, 'utf8'), file, { unsaved: images });
  // An unsaved image is drawn from where the editor's preview keeps it (lib/images/card-images.ts).
  const drawnFrom = new Map([...unsaved].map(([path, sha]) => [path.replace(/^lib\/content\//, ''), `?unsaved=${sha}`]));
  return withSiteValues(eachString(copy, (text) => (drawnFrom.has(text) ? `${text}${drawnFrom.get(text)}` : text)), siteConfig);
}

/**
 * The page `entry` draws, with `source` (its copy file as the form has it) in place of the file
 * and `unsaved` (path → version) the images chosen in the form, and every text it shows with its
 * field; or the mistake the build would name in the copy, a file on disk included.
 */
export function previewOf(entry: PreviewedEntry, source: string | null, unsaved = new Map<string, string>()): { problem: string } | { page: ReactNode; texts: CopyText[] } {
  const shown = shownEntries(entry);
  let copies: Copies;
  try {
    copies = Object.fromEntries(shown.map((each) => [each, copyOf(each, each === entry ? source : null, each === entry ? unsaved : new Map())])) as Copies;
  } catch (error) {
    return { problem: (error as Error).message };
  }
  return {
    page: (
      <>
        <SiteHeader copy={copies.header} />
        <PageBody entry={entry} copies={copies} />
        <SiteFooter copy={copies.footer} />
      </>
    ),
    texts: shown.flatMap((each) => copyTexts(each, copies[each])),
  };
}
