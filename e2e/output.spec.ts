import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import vnuJar from 'vnu-jar';

import { afterPaintSources } from '@/lib/hosting/after-paint-loader.mjs';
import { siteLinkFields } from '@/lib/content-schema/fields.mjs';
import { COMPILE_HINT } from '@/lib/hosting/compile-hints.mjs';
import { filesIn, htmlFiles } from '@/lib/hosting/html-files.mjs';

import { expect, test } from './support/test';

// These read out/ itself, so they run once, not per server and viewport: in the project `desktop` alone (playwright.config.ts).

const pages = [...htmlFiles('out')];

test('every exported HTML file passes the Nu Html Checker with no errors', () => {
  expect(pages.length).toBeGreaterThanOrEqual(5);
  // Its CSS checker predates what the inline Tailwind stylesheet uses (@property, @layer,
  // @view-transition, color-mix …), so only the HTML is checked, as when the CSS was a file apart.
  const run = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--filterpattern', 'CSS: .*', '--format', 'json', ...pages], {
    encoding: 'utf8',
  });
  const { messages } = JSON.parse(run.stderr) as { messages: { url: string; message: string; extract?: string }[] };
  expect(messages.map((message) => `${message.url.replace(/^.*\/out\//, '')}: ${message.message}`)).toEqual([]);
});

// The development tools exist only under `next dev`: no page, file, code or mention of them ships.
for (const [tool, route, mention] of [
  ['the share and search preview', 'share-preview', /share-preview/],
  ['the copy editor and its API', 'keystatic', /keystatic|keystar/i],
  ['the dev server’s route for made images', 'dev-images', /dev-images/],
  ['the editor’s live preview, and the jump to it from a text', 'live-preview', /live-preview|jump-to-editor|fieldAddress|copyTexts/],
] as const) {
  test(`${tool} stays in development: no /${route}/ route in out/, and nothing refers to it`, () => {
    const files = [...filesIn('out')].map((file) => join('out', file));
    expect(files.filter((file) => file.split(/[/\\]/).includes(route))).toEqual([]);
    const referring = files.filter((file) => /\.(html|txt|js|css|xml|json|webmanifest)$|_headers$/.test(file) && mention.test(readFileSync(file, 'utf8')));
    expect(referring).toEqual([]);
  });
}

test('the chunks every page starts as it loads carry V8 compile hints, and chunks loaded on demand do not', () => {
  const onLoad = new Set(pages.flatMap((file) => afterPaintSources(readFileSync(file, 'utf8'))));
  const chunks = readdirSync('out/_next/static/chunks').filter((name) => name.endsWith('.js'));
  const hinted = chunks.filter((name) => readFileSync(join('out/_next/static/chunks', name), 'utf8').startsWith(COMPILE_HINT));
  expect(onLoad.size).toBeGreaterThanOrEqual(5);
  expect(hinted.map((name) => `/_next/static/chunks/${name}`).sort()).toEqual([...onLoad].sort());
  expect(chunks.length).toBeGreaterThan(hinted.length);
});

// lib/next-internals/bundler.mjs: what the build's server code loads through getBuiltinModule,
// Turbopack leaves to Node.js; bundled, the schema shifts the module numbers of the site's chunks.
test('the pages load the schema by Node.js: no server chunk of the build holds it', () => {
  const [[, { description }]] = siteLinkFields();
  const chunks = [...filesIn('.next/server')].filter((file) => file.endsWith('.js')).map((file) => readFileSync(join('.next/server', file), 'utf8'));
  expect(chunks.some((chunk) => chunk.includes('process.getBuiltinModule("node:module")'))).toBe(true);
  expect(chunks.filter((chunk) => chunk.includes(description))).toEqual([]);
});
