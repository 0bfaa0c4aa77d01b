// The editor of the site's copy, at /keystatic/ in `next dev` only (`page.dev.tsx`: see
// next.config.mjs). Keystatic draws its forms from lib/content/schema.mjs and saves the files
// in lib/content/ and public/illustrations/ through app/api/keystatic/.
import type { Metadata } from 'next';
import { headers } from 'next/headers';

import { remoteRequestProblem } from '@/lib/content/editor-guard';

import { Editor } from '../editor';
import styles from '../editor.module.css';

export const metadata: Metadata = { title: 'Edit the site', robots: { index: false } };

export default async function EditorPage() {
  const local = remoteRequestProblem(await headers()) === undefined;
  return (
    <div className={styles.editor}>
      {/* Keystatic links its font from Google; the editor, like the site, asks no one else for anything. */}
      <meta httpEquiv="Content-Security-Policy" content="style-src 'self' 'unsafe-inline'" />
      {local ? <Editor /> : <p className={styles.refused}>The editor opens on the computer that runs the dev server: on this device, preview the site.</p>}
    </div>
  );
}
