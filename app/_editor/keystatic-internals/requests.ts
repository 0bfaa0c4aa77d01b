/**
 * The calls Keystatic's local mode makes to the editor's API (app/api/keystatic/), as
 * @keystatic/core 0.6.9 makes them: `GET tree` (every file: path, type, git blob SHA),
 * `GET blob/<sha>/<path>`, `POST update` ({ additions: [{ path, contents }], deletions: [{ path }] },
 * contents in base64url). Keystatic documents the handler, not what passes through it.
 */
import { EDITOR_API } from './addresses.mjs';

export type TreeEntry = { path: string; type: string; sha: string };
export type Update = { additions?: { path: string; contents: string }[]; deletions?: { path: string }[] };
/** A file a save writes. */
export type SavedFile = { path: string; contents: Buffer };

const installed = Symbol.for('site.editor.requests');

/** What a request to the editor's API asks: `tree`, `blob` (with the SHA and path), `update`, or a call of the project's own. */
export function editorCall(url: string) {
  const [call, sha, ...path] = new URL(url).pathname.slice(EDITOR_API.length).split('/');
  return { call, sha, path: path.join('/') };
}

/** The bytes of a file an update writes (base64url in the request). */
export const fileOfUpdate = (contents: string) => Buffer.from(contents, 'base64url');

/** The request Keystatic's handler answers in place of `request`: the same call, writing `files` and deleting what it deleted. */
export const updateRequest = (request: Request, update: Update, files: SavedFile[]) =>
  new Request(request.url, {
    method: 'POST',
    headers: request.headers,
    body: JSON.stringify({ ...update, additions: files.map(({ path, contents }) => ({ path, contents: contents.toString('base64url') })) }),
  });

type Handler = (request: Request) => Promise<Response>;

type Steps = {
  /** Calls of the project's own under the same API, by name. */
  ownCalls: Record<string, () => Response>;
  /** After Keystatic has listed the files, or written a save. */
  filesRead: () => void;
  /** A version of a file Keystatic no longer has on disk, if the project kept it. */
  keptVersion: (sha: string, path: string) => Uint8Array | undefined;
  /** Before a save is written: a refusal, or the files to write after all (merged with what changed since). */
  beforeSave: (update: Update, request: Request) => Promise<Response | SavedFile[]>;
};

/**
 * Keystatic's API handler with the project's steps around its calls: `tree` and `update` read the
 * files, `blob` may ask for a version the project kept, `update` goes through `beforeSave`.
 */
export function withSteps(keystatic: { GET: Handler; POST: Handler }, steps: Steps): { GET: Handler; POST: Handler } {
  return {
    async GET(request) {
      const { call, sha, path } = editorCall(request.url);
      const own = steps.ownCalls[call];
      if (own) return own();
      const response = await keystatic.GET(request);
      if (call === 'tree' && response.ok) steps.filesRead();
      if (call === 'blob' && response.status === 404) {
        const kept = steps.keptVersion(sha, path);
        if (kept) return new Response(new Uint8Array(kept));
      }
      return response;
    },
    async POST(request) {
      const update: Update = await request
        .clone()
        .json()
        .catch(() => ({}));
      const written = await steps.beforeSave(update, request);
      if (written instanceof Response) return written;
      const response = await keystatic.POST(updateRequest(request, update, written));
      if (response.ok) steps.filesRead();
      return response;
    },
  };
}

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
