/**
 * What the editor's API (app/api/keystatic/) adds to Keystatic's own: the pages and sections a
 * link may pick (app/_editor/link-picker.tsx), and the content check of every build run on a save
 * before it is written, so the editor never writes copy that the build would refuse.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

import { articleAddresses, articleCollectionOf, readArticle } from '@/lib/content-reader/articles.mjs';
import { readComposedPage } from '@/components/composed-pages/composed-page-check.mjs';
import { composedPageFile } from '@/components/composed-pages/composed-page-schema.mjs';
import { readContent } from '@/lib/content-reader/copy-check.mjs';
import { siteTargets } from '@/lib/content-reader/link-graph.mjs';
import { isTranslationFile } from '@/lib/content-reader/translations.mjs';
import type { LinkTarget } from '@/app/_editor/link-picker';
import { composedPageAddresses } from '@/lib/content-reader/page-list.mjs';
import { copyFiles, sitePages } from '@/lib/content-schema/schema.mjs';

/** A page by the name the header gives it, an article or a landing page by its title. */
const pageName = (path: string, titles: Map<string, string>) => sitePages.find(({ href }) => href === path)?.label ?? titles.get(path) ?? path;
/** In the header's order; a page the route list does not name, after them. */
const siteOrder = (path: string) => (sitePages.findIndex(({ href }) => href === path) + sitePages.length + 1) % (sitePages.length + 1);

/** Every page of the site, then every section of one, as the copy on disk has them. */
export function linkTargets(): LinkTarget[] {
  const { pages, anchors } = siteTargets();
  const titles = new Map([...articleAddresses(), ...composedPageAddresses()].map(({ href, title }) => [href, title]));
  return [
    ...[...pages.keys()].sort((a, b) => siteOrder(a) - siteOrder(b)).map((path) => ({ href: path, label: `${pageName(path, titles)} (${path})` })),
    // Anchors are read from the copy files that draw a page.
    ...anchors.map(({ copy: { page = '' }, value, title }) => ({
      href: `${page}#${value}`,
      label: `${pageName(page, titles)}: ${title ?? value} (${page}#${value})`,
    })),
  ];
}

const problemsOf = (projectRoot: string, file: string, source: string, unsaved: Map<string, string | Buffer>) => {
  try {
    // A translation is saved a field at a time: a field left empty is missing, not a mistake.
    readContent(source, join(projectRoot, file), { unsaved, ...(isTranslationFile(file) && { onMissing: () => {} }) });
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

/** What the build would say of the copy files as they are on disk now, or undefined when it would build. */
export function copyProblemsOnDisk(projectRoot: string): string | undefined {
  const problems = [...copyFiles.keys()].flatMap((file) => problemsOf(projectRoot, file, readFileSync(join(projectRoot, file), 'utf8'), new Map()) ?? []);
  return problems.length > 0 ? problems.join('\n') : undefined;
}

/**
 * What the build would say of the copy once `unsaved` (each file a save writes, copy files as
 * their text) is written, or undefined when it would build: the mistakes of the copy files saved,
 * and those a save would make in another (a link to an anchor it renamed). A file already broken
 * on disk is its own matter.
 */
export function copyProblemsAfterSave(projectRoot: string, unsaved: Map<string, string | Buffer>): string | undefined {
  const problems = [...copyFiles.keys(), ...[...unsaved.keys()].filter(isTranslationFile)].flatMap((file) => {
    if (unsaved.has(file)) return problemsOf(projectRoot, file, String(unsaved.get(file)), unsaved) ?? [];
    const source = readFileSync(join(projectRoot, file), 'utf8');
    if (problemsOf(projectRoot, file, source, new Map())) return [];
    return problemsOf(projectRoot, file, source, unsaved) ?? [];
  });
  return problems.length > 0 ? problems.join('\n') : undefined;
}

/**
 * What the build's reader of each file a save writes says of it (`reader(file)`, none for a file
 * it does not read), or undefined when each would build.
 */
function readerProblems(unsaved: Map<string, string | Buffer>, reader: (file: string) => ((contents: string) => unknown) | undefined): string | undefined {
  const problems = [...unsaved].flatMap(([file, contents]) => {
    const read = reader(file);
    if (!read) return [];
    try {
      read(String(contents));
      return [];
    } catch (error) {
      return [(error as Error).message];
    }
  });
  return problems.length > 0 ? problems.join('\n') : undefined;
}

/** What the build would say of the landing pages a save writes (`unsaved`, as copyProblemsAfterSave takes it), or undefined when it would build. */
export const composedPageProblemsAfterSave = (projectRoot: string, unsaved: Map<string, string | Buffer>) =>
  readerProblems(unsaved, (file) => (composedPageFile(file) ? (contents) => readComposedPage(contents, join(projectRoot, file), { unsaved }) : undefined));

/** What the build would say of the articles a save writes (`unsaved`, as copyProblemsAfterSave takes it), or undefined when it would build. */
export function articleProblemsAfterSave(projectRoot: string, unsaved: Map<string, string | Buffer>): string | undefined {
  const exists = (image: string) => existsSync(image) || unsaved.has(relative(projectRoot, image).split(sep).join('/'));
  return readerProblems(unsaved, (file) => (articleCollectionOf(file) ? (contents) => readArticle(contents, join(projectRoot, file), { exists, unsaved }) : undefined));
}
