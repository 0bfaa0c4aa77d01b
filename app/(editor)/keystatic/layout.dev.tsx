// The editor of the site's copy, at /keystatic/ in `next dev` only (`.dev.tsx`: see
// next.config.mjs). Keystatic draws its forms from lib/content-schema/schema.mjs and saves the files
// and images in lib/content/ through app/api/keystatic/. It is drawn by this
// layout, which stays as Keystatic moves between its own pages (page.dev.tsx):
// drawn by the page, it would start over, open dialogs and all, at every move.
import type { Metadata } from 'next';
import { headers } from 'next/headers';

import { articleDates } from '@/lib/content-reader/articles.mjs';
import { DRAWN_ENTRIES } from '@/lib/content-reader/entry-copies';
import { Editor } from '@/app/_editor/editor';
import { remoteRequestProblem } from '@/app/_editor/editor-guard';
import styles from '@/app/_editor/editor.module.css';

export const metadata: Metadata = { title: 'Edit the site', robots: { index: false } };

export default async function EditorLayout() {
  const local = remoteRequestProblem(await headers()) === undefined;
  return (
    <div className={styles.editor}>
      {/* Keystatic links its font from Google; the editor, like the site, asks no one else for anything. */}
      <meta httpEquiv="Content-Security-Policy" content="style-src 'self' 'unsafe-inline'" />
      {local ? <Editor dates={articleDates()} drawnEntries={DRAWN_ENTRIES} /> : <p className={styles.refused}>The editor opens on the computer that runs the dev server: on this device, preview the site.</p>}
    </div>
  );
}
