// @ts-check
/**
 * The rules of the editor's entries, in one place: how an entry is named, an article's address and
 * file, the folder of the copy's images and an image's name under it, and how a field of an entry
 * is named. The schema (schema.mjs) builds its collections with them; the editor's guard, drafts
 * and live preview, Publish and History read entries with them. No imports: the editor in the
 * browser, the dev server and the build all load this file.
 */

/** An article's address: /insights/<address>/. `page` is the index's own (/insights/page/2/). */
export const ARTICLE_ADDRESS = {
  regex: /^(?!page$)[a-z0-9]+(-[a-z0-9]+)*$/,
  message: 'An address is lower-case letters, digits and single hyphens (grid-queues-explained), and not "page"',
};

/** An article's file: lib/content/<collection>/<address>.mdoc (its fields as YAML above a Markdoc body). */
export const ARTICLE_EXTENSION = '.mdoc';

/** @param {string} path a file's path, or its name */
export const isArticleFile = (path) => path.endsWith(ARTICLE_EXTENSION);

/** @param {string} name a file's name: an article's is its address, then the extension */
export const isArticleFileName = (name) => isArticleFile(name) && ARTICLE_ADDRESS.regex.test(name.slice(0, -ARTICLE_EXTENSION.length));

/** A composed page's address: /<address>/, beside the built pages (the build refuses one of theirs). */
export const PAGE_ADDRESS = {
  regex: /^[a-z0-9]+(-[a-z0-9]+)*$/,
  message: 'An address is lower-case letters, digits and single hyphens (grid-week-2027)',
};

/** The marketer's files: copy, articles, landing pages and images, and nothing else. */
export const CONTENT_FOLDER = 'lib/content';

/**
 * Everything of the copy, as git pathspecs. Publish commits these and nothing else, and a push that
 * changes nothing else goes live by the deploy's copy path (lib/deploy/).
 */
export const CONTENT_PATHS = [CONTENT_FOLDER];

/** The folder of the copy's images: a folder for each page (images/home/) and each collection (images/insights/<address>/). */
export const COPY_IMAGES = `${CONTENT_FOLDER}/images`;

/** @param {string} name a page's copy file's name (`home`) or a collection's (`insights`) */
export const imageFolder = (name) => `${COPY_IMAGES}/${name}`;

/**
 * The pages a marketer composes from the site's sections, the editor's collection `pages`:
 * lib/content/pages/<address>.yaml, their images in lib/content/images/pages/<address>/.
 */
export const COMPOSED_PAGES = { collection: 'pages', label: 'Landing pages', folder: `${CONTENT_FOLDER}/pages`, extension: '.yaml', images: imageFolder('pages') };

/**
 * An image's name, as the Publish view and History show it: its path under the images' folder
 * (`home/cards/0/illustration/src.jpg`).
 * @param {string} path
 */
export const imageName = (path) => (path.startsWith(`${COPY_IMAGES}/`) ? path.slice(COPY_IMAGES.length + 1) : path);

/**
 * A singleton's or a collection's name, as the schema keys them (`home`, `insightsPage`, `insights`);
 * a translation's begins with its language's code (`de.home`, translation-forms.mjs).
 */
const ENTRY_KEY = /^(?:[a-z]{2,3}(?:-[a-z0-9]{2,8})*\.)?([a-z][a-zA-Z0-9]*)$/;

/**
 * The entry a translation's entry translates: `home` for `de.home`; undefined for any other name.
 * @param {string} name
 */
export const originalEntryOf = (name) => (name.includes('.') ? ENTRY_KEY.exec(name)?.[1] : undefined);

/**
 * @typedef {{ singleton: string }} SingletonEntry
 * @typedef {{ collection: string, address: string }} ArticleEntryName an article; its address '' while it is created
 */

/**
 * An entry of the editor by its name: a singleton's (`home`), or an article's,
 * `<collection>:<address>` (`insights:grid-queues`), `insights:` while it is being created.
 * Undefined for anything else: a second colon, `..`, an upper-case letter, a space.
 * @param {string} name
 * @returns {SingletonEntry | ArticleEntryName | undefined}
 */
export function parseEntry(name) {
  const [key, address, ...more] = name.split(':');
  if (!ENTRY_KEY.test(key) || more.length > 0) return undefined;
  if (address === undefined) return { singleton: key };
  return address === '' || ARTICLE_ADDRESS.regex.test(address) ? { collection: key, address } : undefined;
}

/**
 * An article's entry, with its address: what Publish, History and the guard take (not one being created).
 * @param {string} name
 * @returns {{ collection: string, address: string } | undefined}
 */
export function articleOfEntry(name) {
  const entry = parseEntry(name);
  return entry && 'collection' in entry && entry.address ? entry : undefined;
}

/**
 * @param {string} collection
 * @param {string} [address] none while the article is being created
 */
export const articleEntry = (collection, address = '') => `${collection}:${address}`;

/**
 * A field of an entry by its name, `cards[1].title`: the notation of Publish, History, the merges
 * of saves and the editor's address that opens a field (`?field=`).
 * @param {readonly (string | number)[]} path
 */
export const fieldName = (path) => path.reduce((/** @type {string} */ name, key) => (typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${key}` : key), '');

/**
 * `cards[1].title` → ['cards', 1, 'title'].
 * @param {string} name
 * @returns {(string | number)[]}
 */
export const fieldPath = (name) => name.split(/\.|(?=\[)/).map((key) => (key.startsWith('[') ? Number(key.slice(1, -1)) : key));
