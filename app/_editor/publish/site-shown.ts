// Where a publish can be seen, and whether it shows there yet: the preview of a review branch
// (lib/deploy/preview.mjs), or the live site. The site is asked which commit it shows (its
// release.json, which every deploy writes), from the dev server: no page of the site answers a
// request from the editor's origin.
import { lookup } from 'node:dns';
import { get as getHttp } from 'node:http';
import { get as getHttps } from 'node:https';
import type { LookupFunction } from 'node:net';

import type { SimpleGit } from 'simple-git';

import { previewAddress, previewName } from '@/lib/deploy/preview-name.mjs';
import { RELEASE_FILE } from '@/lib/deploy/target.mjs';
import { siteConfig } from '@/lib/site';

import { publishSettings } from './settings';

/** What the Publish view shows of where a publish can be seen. */
export type Shown = { address: string | null; shows: boolean };

/** The address where the push of `branch` shows: its preview's, or the live site's for the published branch; none where no preview address is set. */
export const shownAt = (branch?: string) => (branch ? previewAddress(previewName(branch), publishSettings.previewAddress) : `${siteConfig.url}/`);

/** Names under .localhost are this machine (RFC 6761), as browsers take them: a preview served here. Node.js's resolver does not. */
const thisMachineToo: LookupFunction = (hostname, options, callback) => lookup(hostname.endsWith('.localhost') ? 'localhost' : hostname, options, callback);

/** The commit the site at `address` shows, or undefined while it shows none yet (not there, or not answering). */
export function commitShown(address: string): Promise<string | undefined> {
  const url = new URL(RELEASE_FILE, address.replace(/\/?$/, '/'));
  const get = url.protocol === 'https:' ? getHttps : getHttp;
  return new Promise((resolve) => {
    const request = get(url, { lookup: thisMachineToo, timeout: 5_000, headers: { 'cache-control': 'no-cache' } }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        try {
          const { commit } = JSON.parse(body) as { commit?: unknown };
          resolve(response.statusCode === 200 && typeof commit === 'string' ? commit : undefined);
        } catch {
          resolve(undefined);
        }
      });
    });
    request.on('timeout', () => request.destroy()).on('error', () => resolve(undefined));
  });
}

/** Whether the site where `branch` shows holds `commit`: that commit, or a later one built on it (a colleague published after). */
export async function shownState(git: SimpleGit, commit: string, branch?: string): Promise<Shown> {
  const address = shownAt(branch) ?? null;
  const shown = address ? await commitShown(address) : undefined;
  if (!shown) return { address, shows: false };
  if (shown === commit) return { address, shows: true };
  // The common ancestor is the commit itself where the shown one was built on it (simple-git reads
  // --is-ancestor's silent exit code 1 as success). One this clone does not know is not.
  const base = await git.raw(['merge-base', commit, shown]).catch(() => '');
  return { address, shows: base.trim() === commit };
}
