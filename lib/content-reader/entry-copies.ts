/**
 * Each entry of the editor with its copy as the site reads it, for the pages' metadata, the dev
 * site's Alt-click and the editor's live preview. Copy only: every page's metadata reads this, and
 * a component here would ship its script with every page.
 */
import { schemaModule } from '@/lib/node-loaded';

import type { singletons } from '../content-schema/schema.mjs';
import type { CopyFile } from '../content-schema/types';

type EntryCopies = { [Entry in keyof typeof singletons]: CopyFile<Entry> };

/**
 * A copy file's module (content-module.mjs checks it). The file's name in the `require` makes the
 * bundler take in every copy file of this folder, so a new entry of the schema needs no line here;
 * `import()` would do the same, but hand the copy over only after a wait, and metadata reads it at once.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const copyModule = (path: string) => require(`../content/${path.slice('lib/content/'.length)}.yaml`) as { default: unknown };

export const entryCopies = Object.fromEntries(
  Object.entries(schemaModule.singletons).map(([entry, { path }]) => [entry, copyModule(path!).default]),
) as EntryCopies;

/** Entries no page or screen draws by itself: the mail the contact form writes, the glossary's tooltips, the language. */
const UNDRAWN = ['mail', 'glossary', 'languages'] as const;

/** An entry a page or a screen shows: the live preview draws each (the header and footer around Home). */
export type DrawnEntry = Exclude<keyof EntryCopies, (typeof UNDRAWN)[number]>;

export const DRAWN_ENTRIES = Object.keys(entryCopies).filter((entry) => !(UNDRAWN as readonly string[]).includes(entry)) as DrawnEntry[];
