/** @jest-environment node */
/**
 * Each thing the editor relies on that Keystatic does not document (app/_editor/keystatic-internals/),
 * checked on the installed version: an upgrade that moves one fails here, by the internal's name.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';

import { articleEntry } from '@/lib/content-schema/entry-rules.mjs';
import { siteLinkFields } from '@/lib/content-schema/fields.mjs';
import { articleCollections, copyFiles, singletons } from '@/lib/content-schema/schema.mjs';
import config from '@/app/_editor/keystatic-config';
import nextConfig from '@/next.config.mjs';
import { sections } from '@/components/composed-pages/composed-page-schema.mjs';
import { createAddress, EDITOR_API, editorApi, entryAddress, entryOfAddress } from '@/app/_editor/keystatic-internals/addresses.mjs';
import { KEYSTATIC_DATABASES } from '@/app/_editor/keystatic-internals/drafts';
import { editorCall, updateRequest, type TreeEntry } from '@/app/_editor/keystatic-internals/requests';
import { blobSha } from '@/app/_editor/saves/save-merge';

/** What the editor's tab runs of Keystatic: the browser's build of @keystatic/core, every file of it. */
const keystaticDist = join(dirname(require.resolve('@keystatic/core/package.json')), 'dist');
const keystaticInBrowser = readdirSync(keystaticDist)
  .filter((file) => file.endsWith('.js') && !/\.(node|worker|react-server)\.js$/.test(file))
  .map((file) => readFileSync(join(keystaticDist, file), 'utf8'))
  .join('\n');
/** The code of Keystatic's that does what `pattern` describes, or undefined when the installed version no longer has it. */
const inKeystatic = (pattern: RegExp | string) => (typeof pattern === 'string' ? (keystaticInBrowser.includes(pattern) ? pattern : undefined) : keystaticInBrowser.match(pattern)?.[0]);

const [collection] = articleCollections.keys();
const [singleton] = Object.keys(singletons);
const [copyFile] = copyFiles.keys();

describe('Keystatic’s drafts (drafts.ts)', () => {
  it('are kept in IndexedDB, database “keystatic”, store “items”', () => {
    expect(inKeystatic(/createStore\(['"]keystatic['"], ['"]items['"]\)/)).toBeDefined();
  });

  it('are keyed ["singleton", name], ["collection", collection, address] and ["collection-create", collection]', () => {
    expect(inKeystatic(/\[["']singleton["'], (props\.)?singleton\]/)).toBeDefined();
    expect(inKeystatic(/\[["']collection["'], (props\.)?collection, props\.itemSlug\]/)).toBeDefined();
    expect(inKeystatic(/\[["']collection-create["'], props\.collection/)).toBeDefined();
  });

  it('sit beside the caches of the file tree and of files, which a test clears with them', () => {
    const [drafts, trees, blobs] = KEYSTATIC_DATABASES;
    expect(inKeystatic(`createStore('${drafts}', 'items')`)).toBeDefined();
    expect(inKeystatic(`createStore('${trees}', 'trees')`)).toBeDefined();
    expect(inKeystatic(`createStore('${blobs}', 'blobs')`)).toBeDefined();
  });

  it('hold version 1 of their format: the files as a save writes them, an article’s address and the tree it began from', () => {
    expect(inKeystatic(/version: s\.literal\(1\),\s*savedAt: s\.date\(\),\s*slug: s\.string\(\),\s*beforeTreeKey: s\.string\(\),\s*files: s\.map\(s\.string\(\), s\.instance\(Uint8Array\)\)/)).toBeDefined();
  });
});

describe('Keystatic’s requests to the editor’s API (requests.ts)', () => {
  let folder: string;
  const api = (path: string, init?: RequestInit) =>
    makeGenericAPIRouteHandler({ config, localBaseDirectory: folder })(new Request(`http://127.0.0.1${EDITOR_API}${path}`, { ...init, headers: { 'no-cors': '1', 'content-type': 'application/json' } }));

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'keystatic-internals-'));
    mkdirSync(join(folder, dirname(copyFile)), { recursive: true });
    writeFileSync(join(folder, copyFile), 'title: Before\n');
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('are each answered by one static route, which next.config.mjs rewrites every call to: Keystatic reads the call from the address', async () => {
    const rewrites = await nextConfig(PHASE_DEVELOPMENT_SERVER).rewrites!();
    expect(rewrites).toContainEqual({ source: `${EDITOR_API}:path+`, destination: EDITOR_API.slice(0, -1) });
    expect(readdirSync('app/api/keystatic')).toEqual(['route.dev.ts']);
  });

  it('are made by the tab as `tree`, `blob/<sha>/<path>` and `update`', () => {
    expect(inKeystatic("fetch('/api/keystatic/tree'")).toBeDefined();
    expect(inKeystatic('fetch(`/api/keystatic/blob/${oid}/${filepath}`')).toBeDefined();
    expect(inKeystatic("fetch('/api/keystatic/update'")).toBeDefined();
    expect(editorCall(`http://127.0.0.1${editorApi('blob/abc/lib/content/home.yaml')}`)).toEqual({ call: 'blob', sha: 'abc', path: 'lib/content/home.yaml' });
  });

  it('`tree` answers each file with its path, type and git blob SHA', async () => {
    const response = await api('tree');
    const tree = JSON.parse(String(response.body)) as TreeEntry[];
    expect(tree).toContainEqual(expect.objectContaining({ path: copyFile, type: 'blob', sha: blobSha(Buffer.from('title: Before\n')) }));
  });

  it('`blob/<sha>/<path>` answers the file of that version', async () => {
    const response = await api(`blob/${blobSha(Buffer.from('title: Before\n'))}/${copyFile}`);
    expect(Buffer.from(response.body as Uint8Array).toString()).toBe('title: Before\n');
  });

  it('`update` writes additions (contents in base64url) and deletes deletions, as updateRequest sends them', async () => {
    const article = `${articleCollections.get(collection)!.folder}/old-address.mdoc`;
    mkdirSync(join(folder, dirname(article)), { recursive: true });
    writeFileSync(join(folder, article), 'Old\n');
    const sent = updateRequest(new Request(`http://127.0.0.1${editorApi('update')}`, { method: 'POST' }), { deletions: [{ path: article }] }, [
      { path: copyFile, contents: Buffer.from('title: After\n') },
    ]);
    const response = await api('update', { method: 'POST', body: await sent.text() });
    expect(response.status).toBe(200);
    expect(readFileSync(join(folder, copyFile), 'utf8')).toBe('title: After\n');
    expect(existsSync(join(folder, article))).toBe(false);
  });
});

describe('Keystatic’s addresses (addresses.ts)', () => {
  it('are /keystatic/singleton/<name>, /keystatic/collection/<collection>/item/<address> and …/create', () => {
    expect(inKeystatic(/params\[0\] === 'singleton'/)).toBeDefined();
    expect(inKeystatic(/params\[2\] === 'create'/)).toBeDefined();
    expect(inKeystatic(/params\[2\] === 'item'/)).toBeDefined();
  });

  it('name the entry the editor opens, both ways', () => {
    expect(entryOfAddress(entryAddress(singleton))).toBe(singleton);
    expect(entryOfAddress(entryAddress(articleEntry(collection, 'grid-queues')))).toBe(articleEntry(collection, 'grid-queues'));
    expect(entryOfAddress(createAddress(collection))).toBe(articleEntry(collection));
  });
});

describe('Keystatic’s form (form.ts)', () => {
  it('shows the entry’s title as #page-title', () => {
    expect(inKeystatic(/id: "page-title"/)).toBeDefined();
  });

  it('names an item last in its page’s breadcrumbs, the page drawn in a transition after the address has moved', () => {
    expect(inKeystatic(/key: "item",\s*label: props\.itemSlug/)).toBeDefined();
    expect(inKeystatic(/window\.history\[replace \? "replaceState" : "pushState"\]\(null, "", newUrl\);\s*startTransition\(/)).toBeDefined();
  });

  it('draws an object field as a group named by its label, and a list as a grid (ListView) whose rows open a dialog', () => {
    expect(inKeystatic(/role: "group",[^}]*"aria-labelledby": labelId/)).toBeDefined();
    expect(inKeystatic(/jsx\(ListView, \{/)).toBeDefined();
    expect(inKeystatic(/jsx\(DialogContainer, \{/)).toBeDefined();
  });
});

describe('Keystatic’s list items (field-names.ts)', () => {
  it('open in a dialog from their row of the list’s ListView, by the row’s place in the list', () => {
    expect(inKeystatic(/onAction: key_3 => \{\s*const idx = props\.elements\.findIndex\(x_3 => x_3\.key === key_3\);\s*if \(idx === -1\) return;\s*props\.onOpenItem\(idx\);/)).toBeDefined();
    expect(inKeystatic(/setModalState\(\{\s*state: "edit",\s*index: idx\s*\}\)/)).toBeDefined();
  });
});

describe('Keystatic’s field inputs (inputs.tsx)', () => {
  it('draw each field with the Input of its schema object, a list’s and a form field’s alike', () => {
    expect(inKeystatic(/\(_schema\$Input3 = schema\.Input\) !== null && _schema\$Input3 !== void 0 \? _schema\$Input3 : ArrayFieldInput/)).toBeDefined();
    expect(inKeystatic(/return schema\.Input;/)).toBeDefined();
  });

  it('are functions the schema gives, which the editor replaces', () => {
    for (const [field] of siteLinkFields()) expect(typeof field.Input).toBe('function');
    expect(typeof sections.Input).toBe('function');
  });
});
