/** The header a save carries: each file it writes, with the SHA it had in the tab (null: not there). */
export const BASE_VERSIONS_HEADER = 'x-base-versions';

type TreeEntry = { path: string; type: string; sha: string };

const EDITOR_API = '/api/keystatic/';
const installed = Symbol.for('site.editor.saveBase');

/**
 * Makes every save of this editor tab name the version of each file it started from, so the API
 * can tell a save over a newer file from one over the file as the tab opened it
 * (lib/content/save-merge.ts). Keystatic's local mode keeps one tree per tab (path → git blob SHA):
 * it draws the forms from it, and replaces it only with the tree its own saves answer with. This
 * keeps the same tree, read from the same answers, and sends the SHAs of the files a save writes.
 * Keystatic offers no hook for it, so it wraps `fetch`; installed once, before the editor asks
 * for its first tree.
 */
export function sendBaseVersions() {
  const scope = window as typeof window & { [installed]?: true };
  if (scope[installed]) return;
  scope[installed] = true;

  const versions = new Map<string, string>();
  const keepTree = async (response: Response) => {
    if (!response.ok) return;
    const entries = (await response.clone().json()) as TreeEntry[];
    versions.clear();
    for (const { path, type, sha } of entries) if (type === 'blob') versions.set(path, sha);
  };

  const fetchOfPage = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const call = url.pathname.startsWith(EDITOR_API) ? url.pathname.slice(EDITOR_API.length) : undefined;
    if (call === 'update' && typeof init?.body === 'string') {
      const { additions = [] } = JSON.parse(init.body) as { additions?: { path: string }[] };
      const headers = new Headers(init.headers);
      headers.set(BASE_VERSIONS_HEADER, JSON.stringify(Object.fromEntries(additions.map(({ path }) => [path, versions.get(path) ?? null]))));
      init = { ...init, headers };
    }
    const response = await fetchOfPage(input, init);
    if (call === 'tree' || call === 'update') await keepTree(response);
    return response;
  };
}
