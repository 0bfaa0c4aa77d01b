/**
 * The calls Keystatic's local mode makes to the editor's API (app/api/keystatic/), as
 * @keystatic/core 0.6.9 makes them: `GET tree` (every file: path, type, git blob SHA),
 * `GET blob/<sha>/<path>`, `POST update` ({ additions: [{ path, contents }], deletions: [{ path }] },
 * contents in base64url). Keystatic documents the handler, not what passes through it.
 */
export type TreeEntry = { path: string; type: string; sha: string };
export type Update = { additions?: { path: string; contents: string }[]; deletions?: { path: string }[] };

const EDITOR_API = '/api/keystatic/';
const installed = Symbol.for('site.editor.requests');

/** What a request to the editor's API asks: `tree`, `blob` (with the SHA and path), `update`, or a call of the project's own. */
export function editorCall(url: string) {
  const [call, sha, ...path] = new URL(url).pathname.slice(EDITOR_API.length).split('/');
  return { call, sha, path: path.join('/') };
}

/** The bytes of a file an update writes. */
export const fileOfUpdate = (contents: string) => Buffer.from(contents, 'base64url');

/** The request Keystatic's handler answers in place of `request`: the same call, writing `files` and deleting what it deleted. */
export const updateRequest = (request: Request, update: Update, files: { path: string; contents: Buffer }[]) =>
  new Request(request.url, {
    method: 'POST',
    headers: request.headers,
    body: JSON.stringify({ ...update, additions: files.map(({ path, contents }) => ({ path, contents: contents.toString('base64url') })) }),
  });

type Watchers = {
  /** Headers a save is to carry, by the paths it writes. */
  saveHeaders: (paths: string[]) => Record<string, string>;
  /** The tab's tree, each time Keystatic reads one (its first read, and the answer to each save). */
  treeRead: (entries: TreeEntry[]) => void;
};

/**
 * Hears each call the editor tab makes. Keystatic offers no hook for its requests, so this wraps
 * `fetch`; installed once, before the editor asks for its first tree.
 */
export function watchEditorRequests({ saveHeaders, treeRead }: Watchers) {
  const scope = window as typeof window & { [installed]?: true };
  if (scope[installed]) return;
  scope[installed] = true;

  const fetchOfPage = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const call = url.pathname.startsWith(EDITOR_API) ? editorCall(url.href).call : undefined;
    if (call === 'update' && typeof init?.body === 'string') {
      const { additions = [] } = JSON.parse(init.body) as Update;
      const headers = new Headers(init.headers);
      for (const [name, value] of Object.entries(saveHeaders(additions.map(({ path }) => path)))) headers.set(name, value);
      init = { ...init, headers };
    }
    const response = await fetchOfPage(input, init);
    if ((call === 'tree' || call === 'update') && response.ok) treeRead((await response.clone().json()) as TreeEntry[]);
    return response;
  };
}
