'use client';

import { useQuery } from '@tanstack/react-query';

import { PUBLISH_API } from '../keystatic-internals/addresses.mjs';
import type { ChangedPage } from './publish';
import type { Shown } from './site-shown';
import styles from './publish.module.css';

/** How often to ask again while the site does not show the publish yet: a copy change's preview takes a minute or two. */
const ASK_EVERY_MS = 5_000;

type Props = { commit: string; pages: ChangedPage[]; branch?: string };

/** Where a publish can be seen (the review branch's preview, or the live site) and whether it shows there yet, asked again until it does. */
export function SiteStatus({ commit, pages, branch }: Props) {
  const { data } = useQuery({
    queryKey: ['shown', commit, branch],
    queryFn: async () => {
      const query = new URLSearchParams({ shown: commit, ...(branch && { branch }) });
      const response = await fetch(`${PUBLISH_API}?${query}`);
      if (!response.ok) throw new Error(await response.text());
      return (await response.json()) as Shown;
    },
    refetchInterval: (query) => (query.state.data?.shows || query.state.data?.address === null ? false : ASK_EVERY_MS),
  });
  const site = branch ? 'The preview' : 'The live site';
  const version = commit.slice(0, 7);

  if (!data) return <p role="status" className={styles.shown}>Asking where this shows…</p>;
  if (!data.address) return <p role="status" className={styles.shown}>This clone has no preview address (PREVIEW_ADDRESS), so the preview is linked from the review request only.</p>;
  const at = <a href={data.address}>{data.address}</a>;
  return (
    <div role="status" className={styles.shown}>
      {data.shows ? (
        <p>
          {site} at {at} shows {version}{branch ? '' : ': visitors see it now'}.
        </p>
      ) : (
        <p>
          {site} at {at} does not show {version} yet: {branch ? 'it is being built' : 'the deploy is running'}. This line changes when it does.
        </p>
      )}
      {data.shows && pages.length > 0 && (
        <ul aria-label="Changed pages">
          {pages.map((page) => (
            <li key={page.href}>
              <a href={new URL(page.href, data.address!).href}>{page.label}</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
