// The editor's API (Keystatic's local mode: it reads and writes the repository's files), at
// /api/keystatic/ in `next dev` only (app/api/keystatic/). ../editor-guard.ts decides what it may
// answer and write; save-merge.ts keeps a save from undoing another; editor-checks.ts lists the
// link picker's pages and sections, and runs the build's content check before any copy is written.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { makeRouteHandler } from '@keystatic/next/route-handler';

import { articlePaths } from '@/lib/content-reader/articles.mjs';
import { composedPagePaths } from '@/lib/content-reader/page-list.mjs';
import { holdsFields } from '@/lib/content-reader/content-file';
import { recordOriginals } from '@/lib/content-reader/translation-originals.mjs';
import { beginTranslation, isTranslationFile, translationStates } from '@/lib/content-reader/translations.mjs';
import { readYaml } from '@/lib/content-reader/yaml.mjs';
import type { languagesCopy } from '@/lib/content-reader';
import { copyFiles, editorCollections } from '@/lib/content-schema/schema.mjs';
import { remoteRequestProblem, updateProblem } from '@/app/_editor/editor-guard';
import { fileOfUpdate, withSteps } from '@/app/_editor/keystatic-internals/requests';
import config from '@/app/_editor/keystatic-config';

import { articleProblemsAfterSave, composedPageProblemsAfterSave, copyProblemsAfterSave, linkTargets } from './editor-checks';
import { keepingFormerAddresses } from './former-addresses';
import { BASE_VERSIONS_HEADER } from './save-base';
import { keepVersion, keptVersion, mergeSave } from './save-merge';

const projectRoot = process.cwd();
/** What the editor may write, as the schema describes it: the copy, each listed language's too. */
const writable = { copyFiles: { has: (path: string) => copyFiles.has(path) || isTranslationFile(path) }, collections: [...editorCollections.values()] };
const LANGUAGES_FILE = 'lib/content/languages.yaml';

const refuse = (reason: string) => new Response(`The editor refused this request: ${reason}.`, { status: 403 });

/** The copy files, articles and landing pages as they are now: the versions a tab may begin from, kept for a later save to merge from. */
const keepCopyVersions = () => {
  for (const file of [...copyFiles.keys(), ...articlePaths(), ...composedPagePaths()]) keepVersion(projectRoot, readFileSync(join(projectRoot, file)));
};

const api = withSteps(makeRouteHandler({ config }), {
  ownCalls: { 'link-targets': () => Response.json(linkTargets()), translations: () => Response.json(translationStates()) },
  filesRead: keepCopyVersions,
  // A version the tab knows and the disk no longer has (a save merged with another, and the file
  // changed again before the tab read it): served from the versions kept.
  keptVersion: (sha, path) => (holdsFields(path) ? keptVersion(projectRoot, sha) : undefined),
  async beforeSave(update, request) {
    const problem = await updateProblem(update, projectRoot, writable);
    if (problem) return refuse(problem);
    const bases: Record<string, string | null> = JSON.parse(request.headers.get(BASE_VERSIONS_HEADER) ?? '{}');
    let additions = [];
    for (const { path, contents } of update.additions ?? []) {
      const saved = fileOfUpdate(contents);
      const merged = path in bases ? mergeSave(projectRoot, path, bases[path], saved) : { contents: saved };
      if ('refused' in merged) return new Response(merged.refused, { status: 409 });
      additions.push({ path, contents: merged.contents });
    }
    additions = keepingFormerAddresses(projectRoot, additions, update.deletions ?? []);
    const unsaved = new Map(additions.map(({ path, contents }) => [path, holdsFields(path) ? contents.toString('utf8') : contents]));
    const copyProblems =
      (additions.some(({ path }) => writable.copyFiles.has(path)) ? copyProblemsAfterSave(projectRoot, unsaved) : undefined) ??
      articleProblemsAfterSave(projectRoot, unsaved) ??
      composedPageProblemsAfterSave(projectRoot, unsaved);
    if (copyProblems) return new Response(`Not saved: the site would not build with this copy.\n${copyProblems}`, { status: 422 });
    // Keystatic decodes base64 a character at a time (half a second for a phone's photo, before the
    // open pages can show it): the images, checked above, are written here, and Keystatic the copy.
    for (const { path, contents } of additions.filter(({ path }) => !holdsFields(path))) {
      mkdirSync(dirname(join(projectRoot, path)), { recursive: true });
      writeFileSync(join(projectRoot, path), contents);
    }
    // Beside a translation, what it was translated from (its out-of-date marks); for a language
    // added, its copy files to translate.
    for (const { path, contents } of additions.filter(({ path }) => isTranslationFile(path))) recordOriginals(projectRoot, path, contents.toString('utf8'));
    const languages = additions.find(({ path }) => path === LANGUAGES_FILE);
    if (languages) for (const { code } of (readYaml(String(languages.contents)) as typeof languagesCopy).translations ?? []) beginTranslation(code);
    return additions.filter(({ path }) => holdsFields(path));
  },
});

/** This machine's own browser only: the guard names any other request's problem. */
const local =
  (handle: (request: Request) => Promise<Response>) =>
  async (request: Request): Promise<Response> => {
    const remote = remoteRequestProblem(request.headers);
    return remote ? refuse(remote) : handle(request);
  };

export const GET = local(api.GET);
export const POST = local(api.POST);
