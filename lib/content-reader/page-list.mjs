/**
 * The landing pages on disk (lib/content/pages/<address>.yaml), read without checking their
 * sections: which there are, their addresses, and which the site shows now. The link check,
 * next.config.mjs and the deploy ask this; components/composed-pages/ reads each one checked.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { COMPOSED_PAGES, PAGE_ADDRESS } from '../content-schema/entry-rules.mjs';
import { goesLiveAt, isPreview, publishing, siteNow } from '../content-schema/schedule.mjs';
import { readYaml } from './yaml.mjs';

const { folder, extension } = COMPOSED_PAGES;

/** The composed pages' files, as their paths in the project (lib/content/pages/<address>.yaml). */
const composedPagePaths = () =>
  existsSync(path.join(process.cwd(), folder))
    ? readdirSync(path.join(process.cwd(), folder))
        .filter((name) => name.endsWith(extension))
        .map((name) => `${folder}/${name}`)
    : [];

/** @param {string} file a composed page's file */
const addressOfPage = (file) => path.posix.basename(file, extension);

/**
 * Every composed page on disk that is not a draft, with a well-formed address: its address (below
 * its language's prefix, /de/, for one written in a translation's), its language's code (empty for
 * the site's), title, the addresses it had (`formerHrefs`, as addresses) and the instant it goes live.
 */
function composedPageListing() {
  return composedPagePaths().flatMap((file) => {
    const slug = addressOfPage(file);
    let fieldsRead;
    try {
      fieldsRead = readYaml(readFileSync(path.join(process.cwd(), file), 'utf8'));
    } catch {
      return [];
    }
    if (!PAGE_ADDRESS.regex.test(slug) || !fieldsRead || typeof fieldsRead !== 'object') return [];
    const fields = /** @type {Record<string, unknown>} */ (fieldsRead);
    if (fields.draft) return [];
    const formerAddresses = Array.isArray(fields.formerAddresses) ? fields.formerAddresses.map(String) : [];
    const language = typeof fields.language === 'string' ? fields.language : '';
    const prefix = language ? `/${language}` : '';
    const formerHrefs = formerAddresses.map((former) => `${prefix}/${former}/`);
    return [{ file, slug, language, href: `${prefix}/${slug}/`, title: String(fields.title ?? slug), formerAddresses, formerHrefs, goesLiveAt: goesLiveAt(publishing(fields)) }];
  });
}

/**
 * The first parts of the addresses the site builds itself, which neither a landing page nor a
 * language can take: each folder of app/ (a page, a share image, the editor's routes; a group's
 * folders too) and 404 (the export's not-found page).
 */
function builtAddresses() {
  /** @type {(dir: string) => string[]} */
  const foldersOf = (dir) =>
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !/^[[_]/.test(entry.name))
      .flatMap((entry) => (entry.name.startsWith('(') ? foldersOf(path.join(dir, entry.name)) : [entry.name]));
  return ['404', ...foldersOf(path.join(process.cwd(), 'app'))];
}

/** The composed pages the site shows at `now`, of composedPageListing. */
const composedPageAddresses = (now = siteNow()) => composedPageListing().filter((page) => isPreview() || page.goesLiveAt <= now);

export { addressOfPage, builtAddresses, composedPageAddresses, composedPageListing, composedPagePaths };
