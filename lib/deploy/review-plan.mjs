// What a review request's run does (.ci/review-preview): its preview's name, from the branch, and
//   copy    the branch changes copy alone since it left the base: the copy checks, then the preview;
//   code    anything else: the whole suite first, then the preview;
//   remove  the request was closed or merged: its preview goes.
// `node lib/deploy/review-plan.mjs open|close <branch> <base>` prints `path=` and `name=` for
// $GITHUB_OUTPUT, and why on stderr. It needs nothing installed.
import { fileURLToPath } from 'node:url';

import { CONTENT_PATHS } from '../content-schema/entry-rules.mjs';
import { changedFiles, git, isCopy } from './plan.mjs';
import { previewName } from './preview-name.mjs';

/**
 * The plan for a request of `branch` into `base`, in the repository at `cwd`: `open` when it is
 * opened or pushed to, `close` when it is closed or merged.
 * @param {{ event: 'open' | 'close', branch: string, base: string, cwd?: string }} options
 * @returns {{ path: 'copy' | 'code' | 'remove', name: string, changed: string[], reason: string }}
 */
export function reviewPlan({ event, branch, base, cwd = process.cwd() }) {
  const name = previewName(branch);
  if (event === 'close') return { path: 'remove', name, changed: [], reason: `The request is closed: its preview ${name} goes.` };
  const from = git(cwd, 'merge-base', base, 'HEAD');
  const changed = changedFiles(cwd, from, 'HEAD') ?? [];
  const code = changed.filter((file) => !isCopy(file, CONTENT_PATHS));
  if (code.length > 0) return { path: 'code', name, changed, reason: `Whole suite: code changed on ${branch}: ${code.slice(0, 5).join(', ')}${code.length > 5 ? ' …' : ''}.` };
  return { path: 'copy', name, changed, reason: `Copy checks: only copy changed on ${branch} (${changed.length} file${changed.length === 1 ? '' : 's'}).` };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [event, branch, base] = process.argv.slice(2);
  if ((event !== 'open' && event !== 'close') || !branch || !base) throw new Error('Usage: node lib/deploy/review-plan.mjs open|close <branch> <base>');
  const planned = reviewPlan({ event, branch, base });
  console.error(planned.reason);
  console.log(`path=${planned.path}\nname=${planned.name}`);
}
