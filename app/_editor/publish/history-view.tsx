'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';

import { entryAddress, PUBLISH_API } from '@/app/_editor/keystatic-internals/addresses.mjs';
import { putDraft } from '@/app/_editor/keystatic-internals/drafts';

import type { Version } from './history';
import styles from './publish.module.css';

type History = { label: string; problem?: string; versions: Version[] };

const historyUrl = (entry: string, version?: string) => `${PUBLISH_API}?${new URLSearchParams({ history: entry, ...(version && { version }) })}`;

/** Each published version of a page or an article (when, who, which fields); any of them restored into the form as an unsaved change. At /keystatic/history/<entry>. */
export function HistoryView({ entry }: { entry: string }) {
  const [history, setHistory] = useState<History>();
  const [failure, setFailure] = useState<string>();
  const router = useRouter();

  useEffect(() => {
    fetch(historyUrl(entry)).then(async (response) => (response.ok ? setHistory(await response.json()) : setFailure(await response.text())));
  }, [entry]);

  const restore = async (version: Version) => {
    const response = await fetch(historyUrl(entry, version.commit));
    if (!response.ok) return setFailure(await response.text());
    const { files } = (await response.json()) as { files: Record<string, string> };
    await putDraft(entry, new Map(Object.entries(files).map(([path, contents]) => [path, Uint8Array.from(atob(contents), (char) => char.charCodeAt(0))])));
    // The entry opens with the draft in its form and preview, to save and publish like any change.
    router.push(entryAddress(entry));
  };

  if (failure) return <p role="alert" className={`${styles.view} ${styles.refused}`}>{failure}</p>;
  if (!history) return <p className={styles.view}>Reading the history…</p>;
  return (
    <main className={styles.view}>
      <h1>History of {history.label}</h1>
      <p>
        Each version published, newest first. Restoring one puts it in the form as an unsaved change: look at it in the preview, then save and publish it, or
        leave it.
      </p>
      {history.problem && (
        <p role="alert" className={styles.refused}>
          {history.problem}
        </p>
      )}
      <ol className={styles.versions}>
        {history.versions.map((version) => (
          <li key={version.commit} className={styles.change}>
            <h2>
              <time dateTime={version.date}>{new Date(version.date).toLocaleString()}</time> by {version.author}
            </h2>
            <p>{version.fields.length > 0 ? `Changed ${version.fields.join(', ')}` : version.subject}</p>
            <button type="button" onClick={() => restore(version)} aria-label={`Restore the version of ${new Date(version.date).toLocaleString()}`}>
              Restore
            </button>
          </li>
        ))}
      </ol>
      <p>
        <Link href={entryAddress(entry)}>Back to {history.label}</Link>
      </p>
    </main>
  );
}
