/**
 * What the editor (app/(editor)/keystatic/, its API app/api/keystatic/ and its live preview
 * app/(editor)/live-preview/) lets through. `npm run dev:phone` opens the dev server to the local network:
 * a phone may preview the site but not change it, so the editor answers only the machine itself,
 * and writes only copy files, articles, landing pages and their drawings and photos.
 */
import { lstat, realpath } from 'node:fs/promises';
import { dirname, join, posix, sep } from 'node:path';

import { COPY_IMAGES } from '@/lib/content-schema/entry-rules.mjs';
import { imageProblem } from '@/lib/images/image-problems';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const LOOPBACK_ADDRESS = /^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/;

// Keystatic names an upload after its field: lib/content/images/home/cards/0/illustration/src.jpg.
const IMAGE_FILE = new RegExp(`^${COPY_IMAGES}/([\\w-]+/)*[\\w-]+\\.(svg|jpe?g|png|webp|avif)$`, 'i');

/**
 * Why a request does not come from this machine's own browser, or undefined when it does: the
 * address it was sent to, the page that sent it and the address it came from must all be this
 * machine's loopback. The dev server listens on the loopback only, and Next.js names the
 * connection's address in x-forwarded-for unless the request names one; a request from the
 * network comes through the gate of `npm run dev:phone` (lib/dev-phone/network-gate.mjs), which
 * names the connection's address there in place of anything the sender wrote.
 */
export function remoteRequestProblem(headers: Headers): string | undefined {
  const host = headers.get('host') ?? '';
  const hostname = host.replace(/:\d+$/, '');
  if (!LOOPBACK_HOSTS.has(hostname)) return `it was sent to ${host || 'no host'}, not to localhost`;
  const origin = headers.get('origin');
  if (origin !== null && origin !== `http://${host}`) return `it came from a page of ${origin}`;
  const forwardedFor = headers.get('x-forwarded-for');
  if (forwardedFor === null) return 'it names no address it came from';
  if (!forwardedFor.split(',').every((address) => LOOPBACK_ADDRESS.test(address.trim()))) {
    return `it came from ${forwardedFor}`;
  }
  return undefined;
}

type Update = { additions?: { path?: unknown; contents?: unknown }[]; deletions?: { path?: unknown }[] };

/**
 * What the editor may write: the copy files (lib/content/home.yaml …) and the entries of its
 * collections (lib/content/insights/<address>.mdoc, lib/content/pages/<address>.yaml), as
 * schema.mjs describes them.
 */
type Writable = {
  copyFiles: Pick<ReadonlySet<string>, 'has'>;
  collections: readonly { folder: string; extension: string; address: { regex: RegExp } }[];
};

/** Whether `path` is an entry's file of one of `collections`: `<folder>/<address><extension>`. */
const isEntryFile = (path: string, collections: Writable['collections']) =>
  collections.some(({ folder, extension, address }) => {
    const name = posix.basename(path);
    return posix.dirname(path) === folder && name.endsWith(extension) && address.regex.test(name.slice(0, -extension.length));
  });

/**
 * Why a file change the editor asks for cannot be made, or undefined when it can: it writes the
 * copy files, articles and landing pages, which it may also delete, and images, nothing else.
 */
export async function updateProblem(update: Update, projectRoot: string, { copyFiles, collections }: Writable): Promise<string | undefined> {
  const changes: { path?: unknown; contents?: unknown; added: boolean }[] = [
    ...(update.additions ?? []).map((change) => ({ ...change, added: true })),
    ...(update.deletions ?? []).map((change) => ({ ...change, added: false })),
  ];
  for (const change of changes) {
    const path = change.path;
    if (typeof path !== 'string') return 'a change names no file';
    const isCopy = copyFiles.has(path);
    const isEntry = isEntryFile(path, collections);
    if (!isCopy && !isEntry && !IMAGE_FILE.test(path)) return `${path} is neither a copy file, an article, a landing page nor a drawing or photo in ${COPY_IMAGES}/`;
    if (isCopy && !change.added) return `${path} is a copy file: it can be changed, not deleted`;
    if (await leavesFolder(path, projectRoot)) return `${path} leads out of its folder`;
    if (change.added && !isCopy && !isEntry) {
      const problem = await imageProblem(path, Buffer.from(String(change.contents), 'base64url'));
      if (problem) return `${path} ${problem}`;
    }
  }
  return undefined;
}

/** Whether the file, or a folder on its way, is a link to somewhere outside its folder of the project. */
async function leavesFolder(path: string, projectRoot: string) {
  const realRoot = await realpath(projectRoot);
  const realFolder = await realpath(join(projectRoot, path.startsWith(COPY_IMAGES) ? COPY_IMAGES : 'lib/content'));
  // The file itself, or the nearest folder on its way that exists yet, with every link followed.
  let existing = join(projectRoot, path);
  while (!(await exists(existing))) existing = dirname(existing);
  const real = await realpath(existing);
  const inside = (folder: string, target: string) => target === folder || target.startsWith(`${folder}${sep}`);
  return !inside(realRoot, realFolder) || !inside(realFolder, real);
}

const exists = (path: string) => lstat(path).then(() => true, () => false);
