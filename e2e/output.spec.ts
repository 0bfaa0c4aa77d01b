import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import vnuJar from 'vnu-jar';

import { afterPaintPayload, afterPaintSources } from '@/lib/hosting/after-paint-loader.mjs';
import { COMPILE_HINT } from '@/lib/hosting/compile-hints.mjs';
import { filesIn, htmlFiles } from '@/lib/hosting/html-files.mjs';
import { siteConfig } from '@/lib/site';

import { expect, test } from './support/test';

// These read out/ itself, so they run once, not per server and viewport.
test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'desktop', 'checks the build output once'));

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

/** The file a site-relative URL is served from, or undefined. */
const fileFor = (url: string) => {
  const path = decodeURIComponent(url.split(/[?#]/)[0]);
  return [join('out', path), join('out', path, 'index.html')].find((file) => existsSync(file) && statSync(file).isFile());
};

test('every internal link, asset and in-page anchor in out/ resolves', () => {
  const broken: string[] = [];
  for (const file of pages) {
    const html = readFileSync(file, 'utf8');
    const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id));
    const references = [
      ...[...html.matchAll(/\s(?:href|src)="([^"]+)"/g), ...html.matchAll(/<meta[^>]+content="(https?:\/\/[^"]+)"/g)].map(
        ([, url]) => url,
      ),
      // The framework's chunks and payload, fetched by the after-paint loader rather than a src attribute.
      ...afterPaintSources(html),
      ...[afterPaintPayload(html)].filter(Boolean),
    ].map((url) => url.replace(siteConfig.url, '') || '/');
    for (const url of references) {
      if (url.startsWith('#')) {
        if (url.length > 1 && !ids.has(url.slice(1))) broken.push(`${file}: ${url}`);
      } else if (url.startsWith('/') && !url.startsWith('//')) {
        if (!fileFor(url)) broken.push(`${file}: ${url}`);
      } else if (!/^mailto:/.test(url)) {
        broken.push(`${file}: unexpected external reference ${url}`);
      }
    }
  }
  expect(broken).toEqual([]);
});

// The development tools exist only under `next dev`: no page, file, code or mention of them ships.
for (const [tool, route, mention] of [
  ['the share and search preview', 'preview', /\/preview/],
  ['the copy editor and its API', 'keystatic', /keystatic|keystar/i],
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
