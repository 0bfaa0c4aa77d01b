import { watchEditorRequests } from '@/app/_editor/keystatic-internals/requests';

/** The header a save carries: each file it writes, with the SHA it had in the tab (null: not there). */
export const BASE_VERSIONS_HEADER = 'x-base-versions';

/** The version of each file in this tab's tree (path → git blob SHA), as Keystatic last read it. */
const versions = new Map<string, string>();

/** The version of a file in this tab's tree, if it has the file. */
export const savedVersion = (path: string) => versions.get(path);

/**
 * The versions each unsaved draft began from, kept across reloads: Keystatic restores a draft when
 * its entry opens again, and a save of it begins from where the draft began, not from the file as
 * it is when the tab reopened (a `git pull` since). As an entry opens, Keystatic deletes its draft
 * and then writes it again restored: a draft written with the words it last had goes on from its
 * versions; any other draft begins from the tab's.
 */
const DRAFT_BASES = 'site.editor.draftBases';
type DraftBase = { versions: Record<string, string | null>; words: string; deleted?: true };
const draftBases = (): Record<string, DraftBase> => JSON.parse(localStorage.getItem(DRAFT_BASES) ?? '{}');

const decoder = new TextDecoder();
const wordsOf = (files: ReadonlyMap<string, Uint8Array>) =>
  [...files].filter(([path]) => /\.(yaml|mdoc)$/.test(path)).map(([path, contents]) => `${path}\n${decoder.decode(contents)}`).join('\n');

/** Hears of each draft Keystatic writes or deletes (app/_editor/keystatic-internals/drafts.ts). */
export function rememberDraftBase(entry: string, files: ReadonlyMap<string, Uint8Array> | null) {
  const bases = draftBases();
  const known = bases[entry];
  if (files === null) {
    if (known) bases[entry] = { ...known, deleted: true };
  } else {
    // A draft restored before the tab has read its tree is noted at its next change.
    if (versions.size === 0) return;
    const words = wordsOf(files);
    const restored = known && (!known.deleted || known.words === words);
    bases[entry] = restored
      ? { versions: known.versions, words }
      : { versions: Object.fromEntries([...files.keys()].map((path) => [path, versions.get(path) ?? null])), words };
  }
  localStorage.setItem(DRAFT_BASES, JSON.stringify(bases));
}

/** The version a save of `path` began from: its draft's, else the tab's. */
const baseOf = (path: string) => {
  const draft = Object.values(draftBases()).find(({ versions: began, deleted }) => !deleted && path in began);
  return draft ? draft.versions[path] : (versions.get(path) ?? null);
};

/**
 * Makes every save of this editor tab name the version of each file it started from, so the API
 * can tell a save over a newer file from one over the file as the tab opened it
 * (save-merge.ts). Keystatic's local mode keeps one tree per tab (path → git blob SHA):
 * it draws the forms from it, and replaces it only with the tree its own saves answer with. This
 * keeps the same tree, read from the same answers, and sends the SHAs of the files a save writes.
 * Installed once, before the editor asks for its first tree.
 */
export function sendBaseVersions() {
  watchEditorRequests({
    saveHeaders: (paths) => ({ [BASE_VERSIONS_HEADER]: JSON.stringify(Object.fromEntries(paths.map((path) => [path, baseOf(path)]))) }),
    treeRead: (entries) => {
      versions.clear();
      for (const { path, type, sha } of entries) if (type === 'blob') versions.set(path, sha);
    },
  });
}
