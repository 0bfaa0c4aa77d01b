// What a review request is told of its preview: its address, a link to each page the change
// touches (named as the editor's Publish view names them), a QR code to open it on a phone. One
// comment, edited at each push, and a commit status whose target is the preview, where other tools
// look for it (Decap CMS reads a "deploy" status's target).
// `node lib/deploy/review-comment.mjs <branch> <base>` posts them on GitHub (GITHUB_TOKEN,
// GITHUB_REPOSITORY, the pull request's event at GITHUB_EVENT_PATH), or prints the comment.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { changedPages } from './changed-pages.mjs';
import { git } from './plan.mjs';
import { previewAddress, QR_FILE } from './preview-name.mjs';
import { reviewPlan } from './review-plan.mjs';

/** Marks the comment this script writes, so that the next push edits it rather than adding one. */
export const COMMENT_MARK = '<!-- site-preview -->';

/** The commit status's name: "deploy" in it, as Decap CMS looks for one. */
export const STATUS_CONTEXT = 'deploy/preview';

/**
 * The comment, for the preview at `address` of `commit`, reached by `path` (`copy` or `code`).
 * @param {{ address: string, commit: string, path: string, pages: { label: string, href: string }[] }} preview
 */
export function commentBody({ address, commit, path, pages }) {
  const root = address.replace(/\/?$/, '/');
  const checked = path === 'copy' ? 'the copy checks passed' : 'the whole suite passed';
  const rows = pages.map(({ label, href }) => `| ${label.replaceAll('|', '\\|')} | ${new URL(href, root).href} |`);
  return [
    COMMENT_MARK,
    '### Preview of this request',
    `${root} shows ${commit.slice(0, 7)}, built once ${checked}.`,
    ...(rows.length > 0 ? ['| Page | On the preview |\n| --- | --- |\n' + rows.join('\n')] : []),
    `<img src="${new URL(QR_FILE, root).href}" alt="QR code of the preview’s address, to open it on a phone" width="164" height="164">`,
    'Search engines are asked to leave the preview out. It goes when this request is closed or merged.',
  ].join('\n\n');
}

/**
 * Writes `body` as the request's comment (the one COMMENT_MARK marks, edited, or a new one) and
 * the commit's status, through GitHub's API (GITHUB_API_URL, as Actions sets it).
 * @param {{ repository: string, number: number, sha: string, body: string, address: string, token: string, api?: string }} options
 */
export async function tellRequest({ repository, number, sha, body, address, token, api = process.env.GITHUB_API_URL ?? 'https://api.github.com' }) {
  /** @type {(method: string, path: string, data?: unknown) => Promise<unknown>} */
  const call = async (method, path, data) => {
    const response = await fetch(`${api}/repos/${repository}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, accept: 'application/vnd.github+json', 'content-type': 'application/json' },
      body: data === undefined ? undefined : JSON.stringify(data),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const comments = /** @type {{ id: number, body: string }[]} */ (await call('GET', `/issues/${number}/comments?per_page=100`));
  const mine = comments.find((comment) => comment.body.startsWith(COMMENT_MARK));
  if (mine) await call('PATCH', `/issues/comments/${mine.id}`, { body });
  else await call('POST', `/issues/${number}/comments`, { body });
  await call('POST', `/statuses/${sha}`, { state: 'success', target_url: address, context: STATUS_CONTEXT, description: 'The preview shows this commit' });
  return { edited: Boolean(mine) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [branch, base] = process.argv.slice(2);
  if (!branch || !base) throw new Error('Usage: node lib/deploy/review-comment.mjs <branch> <base>');
  const { name, path, changed } = reviewPlan({ event: 'open', branch, base });
  const address = previewAddress(name);
  if (!address) throw new Error('PREVIEW_ADDRESS is not set: give the previews’ address, https://{name}.preview.example.com');
  const sha = git(process.cwd(), 'rev-parse', 'HEAD');
  const body = commentBody({ address, commit: sha, path, pages: changedPages(changed) });
  const event = process.env.GITHUB_EVENT_PATH ? JSON.parse(readFileSync(process.env.GITHUB_EVENT_PATH, 'utf8')) : undefined;
  const { GITHUB_TOKEN: token, GITHUB_REPOSITORY: repository } = process.env;
  if (!token || !repository || !event?.pull_request) console.log(body);
  // No top-level await: the tests require this module.
  else tellRequest({ repository, number: event.pull_request.number, sha, body, address, token }).then(({ edited }) => console.log(edited ? 'Comment edited.' : 'Comment posted.'));
}
