/**
 * The component that draws each page and screen of the editor's entries, from the form's values.
 * A page's is its route's (app/<address>/page.tsx at the address its schema entry gives, Home's
 * in app/(home)/), which takes the copy as `copy` in place of its file's: a new page needs no line
 * here. The header and footer are drawn around each.
 */
import type { ComponentType } from 'react';

import { NotFoundScreen } from '@/components/sections/not-found-screen';
import { StatusScreen } from '@/components/sections/status-screen';
import { ButtonLink, buttonClassName } from '@/components/ui/button-link';
import type { DrawnEntry } from '@/lib/content-reader/entry-copies';
import { sitePages } from '@/lib/content-schema/schema.mjs';
import type { CopyFile } from '@/lib/content-schema/types';

type Drawing = ComponentType<{ copy: never }>;

/**
 * The error screen as components/sections/error-screen.tsx draws it. That client component reads
 * its copy file itself: taking the copy as a prop cost every page 84 bytes of script.
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

/** The screens with no address of their own, drawn as their routes (app/global-not-found.tsx, components/sections/error-screen.tsx) draw them. */
const screens: Partial<Record<DrawnEntry, Drawing>> = { notFound: NotFoundScreen, error: ErrorScreenPreview };

/**
 * The page at `href`, as its route draws it. An `import` whose path is written around the address
 * makes the bundler take in every route of app/. Imported, not required: `require` hands over a
 * route the bundler loads as an async module (Home's) as a promise.
 */
const routeAt = async (href: string) => ((await import(`../../${href === '/' ? '(home)/' : href.slice(1)}page.tsx`)) as { default: Drawing }).default;

const hrefOf = (entry: DrawnEntry) => sitePages.find((page) => page.entry === entry)?.href;

/** The entry whose page a preview of `entry` draws: its own, or Home's for the header and footer. */
export const pageEntryOf = (entry: DrawnEntry): DrawnEntry => (entry in screens || hrefOf(entry) ? entry : 'home');

/** The page or screen `entry` draws, from `copy` (its copy, as the form has it). */
export async function EntryPage({ entry, copy }: { entry: DrawnEntry; copy: unknown }) {
  const drawn = pageEntryOf(entry);
  const Draw = (screens[drawn] ?? (await routeAt(hrefOf(drawn)!))) as ComponentType<{ copy: unknown }>;
  return <Draw copy={copy} />;
}
