// Which path a run of the deploy workflow takes, from what is live (the live release's deploy.json)
// and the commit checked out:
//   copy  what changed since the live commit is copy alone (CONTENT_PATHS: copy files, articles,
//         their images), or the live commit is built again because a scheduled article's time
//         has come: the copy checks (`bash .ci/copy-checks`), then the deploy;
//   code  anything else, or nothing live yet: the whole suite (`bash .ci/run`), then the deploy;
//   idle  nothing to deploy: a scheduled run with no article due and no copy waiting.
// `node lib/deploy/plan.mjs push|schedule` prints `path=`, `commit=` (what to build), `clock=` (the
// instant the build publishes by, for SITE_NOW) and `live=` (the live release, which a scheduled
// deploy switches from or stands down: deploy.mjs --if-live) for $GITHUB_OUTPUT, and why on stderr.
// It needs nothing installed: an idle run costs a look at the target.
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { siteNow } from '../content-schema/site-clock.mjs';
import { deployTarget, liveRecord } from './target.mjs';

/** @typedef {ReturnType<typeof import('./deploy.mjs').releaseRecord>} ReleaseRecord */

/**
 * @param {string} cwd
 * @param {...string} args
 */
export const git = (cwd, ...args) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/**
 * The files that differ between `from` and `to`, or null where `from` is not an earlier commit of `to` (history rewritten, or not fetched).
 * @param {string} cwd
 * @param {string} from
 * @param {string} to
 */
export function changedFiles(cwd, from, to) {
  if (spawnSync('git', ['merge-base', '--is-ancestor', from, to], { cwd }).status !== 0) return null;
  return git(cwd, 'diff', '--name-only', '--no-renames', from, to).split('\n').filter(Boolean);
}

/**
 * @param {string} file
 * @param {string[]} copy
 */
export const isCopy = (file, copy) => copy.some((path) => file === path || file.startsWith(`${path}/`));

/**
 * The plan for `event` (`push` or `schedule`) with `head` checked out in the repository at `cwd`,
 * `live` the live release's record (null before the first deploy), at `now`.
 * @param {{ event: 'push' | 'schedule', head: string, live: ReleaseRecord | null, now: Date, cwd?: string }} options
 * @returns {{ path: 'code' | 'copy' | 'idle', commit?: string, reason: string }}
 */
export function plan({ event, head, live, now, cwd = process.cwd() }) {
  if (!live) return event === 'push' ? { path: 'code', commit: head, reason: 'Nothing is live yet: the whole suite first.' } : { path: 'idle', reason: 'Nothing is live yet: the first push deploys.' };
  const changed = head === live.commit ? [] : changedFiles(cwd, live.commit, head);
  const code = changed?.filter((file) => !isCopy(file, live.copy));
  const due = live.scheduled.filter(({ at }) => new Date(at) <= now);
  const dueWords = due.map(({ href, at }) => `${href} (due ${at})`).join(', ');

  if (changed === null || (code && code.length > 0)) {
    const why = changed === null ? `the live commit ${live.commit.slice(0, 7)} is not an earlier commit of this one` : `code changed since the live commit: ${code?.slice(0, 5).join(', ')}${(code?.length ?? 0) > 5 ? ' …' : ''}`;
    if (event === 'push') return { path: 'code', commit: head, reason: `Whole suite: ${why}.` };
    // A scheduled run leaves code to its push, and builds what is live again for an article due.
    if (due.length > 0) return { path: 'copy', commit: live.commit, reason: `The live commit built again for ${dueWords}; ${why}, left to its push.` };
    return { path: 'idle', reason: `No article due; ${why}, left to its push.` };
  }
  if (changed.length > 0) return { path: 'copy', commit: head, reason: `Copy checks: only copy changed since the live commit (${changed.length} file${changed.length === 1 ? '' : 's'}).` };
  if (due.length > 0) return { path: 'copy', commit: head, reason: `Built again for ${dueWords}.` };
  return { path: 'idle', reason: 'Nothing to deploy: the live release is this commit, and no article is due.' };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const event = process.argv[2];
  if (event !== 'push' && event !== 'schedule') throw new Error('Usage: node lib/deploy/plan.mjs push|schedule');
  const now = siteNow();
  const live = process.env.DEPLOY_TARGET ? liveRecord(deployTarget()) : undefined;
  /** @type {ReturnType<typeof plan>} */
  const planned = live === undefined ? { path: 'idle', reason: 'DEPLOY_TARGET is not set: nowhere to deploy to.' } : plan({ event, head: git(process.cwd(), 'rev-parse', 'HEAD'), live, now });
  console.error(planned.reason);
  console.log(`path=${planned.path}\ncommit=${planned.commit ?? ''}\nclock=${now.toISOString()}\nlive=${live?.release ?? 'none'}`);
}
