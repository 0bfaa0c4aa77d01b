import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

import { notFoundCopy } from '@/lib/content-reader';

import {
  assetHeaders,
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  IMMUTABLE_PREFIX,
  PRIVATE_FILES,
  securityHeaders,
  subresourceHeaders,
} from '@/lib/hosting/policy.mjs';
import { filesIn } from '@/lib/hosting/html-files.mjs';
import { inlineScripts } from '@/lib/hosting/page-policy.mjs';
import { siteRoutes } from '@/lib/pages';

import { expectHydrated } from './support/hydration';
import { asHtml, payloadUrlOf } from './support/page-texts';
import { rawGet } from './support/raw-http';
import { directiveSources, expectInjectedScriptBlocked, pagePolicy } from './support/policy-checks';
import { expect, test, type Host } from './support/test';

const contentTypes: Record<string, RegExp> = {
  html: /^text\/html/,
  txt: /^text\/plain/,
  js: /^(text|application)\/javascript/,
  css: /^text\/css/,
  svg: /^image\/svg\+xml/,
  png: /^image\/png$/,
  ico: /^image\/(x-icon|vnd\.microsoft\.icon)$/,
  woff2: /^font\/woff2$/,
  xml: /^(application|text)\/xml/,
  webmanifest: /^application\/manifest\+json/,
};

const sha256 = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** Every file a deploy publishes, as the URL a visitor would use for it. */
const publishedUrls = [...filesIn('out')]
  .map((file) => `/${file}`)
  // Hosts read _headers as configuration; the not-found page is only served as a 404.
  .filter((file) => !PRIVATE_FILES.includes(file) && !/^\/(404|_not-found)(\.html|\/index\.html)$/.test(file))
  .map((file) => file.replace(/index\.html$/, ''));

test('every page answers 200; without its trailing slash, 200 from our servers and a 308 to it from Cloudflare', async ({
  request,
  host,
}) => {
  for (const { href } of siteRoutes) {
    const response = await request.get(href, { maxRedirects: 0 });
    expect(response.status(), href).toBe(200);
    expect(response.headers()['content-type'], href).toMatch(contentTypes.html);

    const bare = href.replace(/(.)\/$/, '$1');
    if (bare === href) continue;
    const bareResponse = await request.get(bare, { maxRedirects: 0 });
    if (host === 'cloudflare') {
      expect(bareResponse.status(), bare).toBe(308);
      expect(bareResponse.headers().location, bare).toBe(href);
    } else {
      expect(bareResponse.status(), bare).toBe(200);
      expect(bareResponse.headers()['content-type'], bare).toMatch(contentTypes.html);
    }
  }
});

test('anything else gets the not-found page with status 404, never a listing or a 5xx', async ({ request }) => {
  for (const url of ['/nope', '/features/nope/', '/_next/', '/_next/static/', '/_next/static/images/', '/og/']) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(404);
    const body = await response.text();
    expect(body, url).toContain(asHtml(notFoundCopy.title));
    expect(body, url).not.toMatch(/Index of|Files within/i);
  }
});

test('every published file is served with its content type', async ({ request }) => {
  expect(publishedUrls.length).toBeGreaterThan(40);
  for (const url of publishedUrls) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(200);
    const extension = url.endsWith('/') ? 'html' : url.split('.').pop()!;
    expect(response.headers()['content-type'], url).toMatch(contentTypes[extension]);
  }
});

test("each page's payload is a file of its own build, beside the chunks; the router's files of one URL for every build are gone", async ({ request }) => {
  for (const path of ['/', '/features/', '/about/', '/contact/']) {
    const url = payloadUrlOf(path);
    expect(url.startsWith(IMMUTABLE_PREFIX), url).toBe(true);
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toMatch(contentTypes.txt);
  }
  for (const url of ['/about/index.txt', '/features/__next._tree.txt?_rsc=e2e']) expect((await request.get(url)).status(), url).toBe(404);
});

/** Netlify and Cloudflare add every matching `_headers` block, and Netlify cannot drop a header again. */
const filesGetPageHeaders = (host: Host) => host === 'cloudflare';
const KEPT_PAGE_HEADERS = '_headers gives every file the page headers: checked with the pages below';

test('hashed assets carry only the headers that apply to them', async ({ request, host }) => {
  test.skip(filesGetPageHeaders(host), KEPT_PAGE_HEADERS);
  const asset = publishedUrls.find((url) => url.startsWith(IMMUTABLE_PREFIX) && url.endsWith('.js'))!;
  const headers = (await request.get(asset)).headers();
  for (const [name, value] of Object.entries(assetHeaders)) expect(headers[name.toLowerCase()], name).toBe(value);
  expect(headers['content-security-policy']).toBeUndefined();
  expect(headers['strict-transport-security']).toBeUndefined();
});

test('images, icons, the manifest and robots.txt carry only the headers that apply to them', async ({ request, host }) => {
  test.skip(filesGetPageHeaders(host), KEPT_PAGE_HEADERS);
  for (const url of ['/og/home.png', '/favicon.ico', '/manifest.webmanifest', '/robots.txt']) {
    const headers = (await request.get(url)).headers();
    for (const [name, value] of Object.entries(subresourceHeaders)) expect(headers[name.toLowerCase()], `${name} on ${url}`).toBe(value);
    expect(headers['strict-transport-security'], url).toBeUndefined();
  }
});

test('pages and the 404 page carry the security headers, the same for every build', async ({ request, host }) => {
  // A missing image gets the not-found page, and with it the page headers.
  const urls = ['/', '/contact/', '/no-such-page', '/no-such-image.svg', '/no-such-payload.txt'];
  if (filesGetPageHeaders(host)) urls.push(publishedUrls.find((url) => url.startsWith(IMMUTABLE_PREFIX))!, '/og/home.png');
  for (const url of urls) {
    const headers = (await request.get(url)).headers();
    for (const [name, value] of Object.entries(securityHeaders)) {
      expect(headers[name.toLowerCase()], `${name} on ${url}`).toBe(value);
    }
  }
  // What a meta policy cannot carry, and nothing that changes with the pages.
  expect(securityHeaders['Content-Security-Policy']).toBe(
    "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self' mailto:",
  );
});

test('every page carries its own policy, allowing exactly its own inline scripts', async ({ request }) => {
  for (const url of [...siteRoutes.map(({ href }) => href), '/no-such-page']) {
    const html = await (await request.get(url)).text();
    const policy = pagePolicy(html);
    expect(html, `${url}: its policy ahead of everything but the charset`).toMatch(
      /^<!DOCTYPE html><html [^>]*><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy"/,
    );
    for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self' mailto:"]) {
      expect(policy, url).toContain(directive);
    }
    expect(policy, url).not.toMatch(/unsafe-inline|unsafe-eval|https?:/);
    expect(directiveSources(policy!, 'script-src').sort(), url).toEqual(["'self'", ...new Set(inlineScripts(html).map(sha256))].sort());
  }
});

test('the page policy holds: the site hydrates under it, and an injected inline script never runs', async ({ page, cspViolations }) => {
  await page.goto('/contact/');
  await expectHydrated(page);
  expect(cspViolations).toEqual([]);
  await expectInjectedScriptBlocked(page, cspViolations);
});

test('hashed assets and page payloads are cached for a year, pages revalidate', async ({ request }) => {
  for (const url of [publishedUrls.find((url) => url.endsWith('.js'))!, payloadUrlOf('/about/')]) {
    expect((await request.get(url)).headers()['cache-control'], url).toBe(CACHE_IMMUTABLE);
  }
  for (const url of ['/', '/about/', '/og/home.png']) {
    expect((await request.get(url)).headers()['cache-control'], url).toBe(CACHE_REVALIDATE);
  }
});

test("a second visit takes the page's payload and chunks from the browser's cache, without a round trip", async ({ page }, testInfo) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const loaded = new Map<string, number>();
  const cached = new Set<string>();
  const urls = new Map<string, string>();
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => loaded.set(requestId, encodedDataLength));
  cdp.on('Network.requestServedFromCache', ({ requestId }) => cached.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    urls.set(requestId, new URL(response.url).pathname);
    if (response.fromDiskCache) cached.add(requestId);
  });

  await page.goto('/about/');
  await expectHydrated(page);
  await page.goto('/features/');
  await expectHydrated(page);
  loaded.clear();
  await page.goto('/about/');
  await expectHydrated(page);

  const requested = [...loaded].filter(([id]) => !cached.has(id)).map(([id, bytes]) => ({ url: urls.get(id) ?? id, bytes }));
  testInfo.annotations.push({
    type: 'second visit to /about/',
    description: requested.map(({ url, bytes }) => `${url} ${bytes} B`).join(', '),
  });
  expect(requested.map(({ url }) => url)).not.toContain(payloadUrlOf('/about/'));
  expect(requested.filter(({ url }) => url.startsWith(IMMUTABLE_PREFIX))).toEqual([]);
});

test('HTML is compressed on the wire, as tightly as gzip compresses by default', async ({ baseURL }) => {
  const { headers, body } = await rawGet(baseURL!, '/features/', { 'Accept-Encoding': 'gzip' });
  expect(headers['content-encoding']).toBe('gzip');
  // A slow phone waits about 5 ms for each kB of a page before its first paint (bench:paint).
  const defaultLevel = gzipSync(readFileSync('out/features/index.html')).length;
  expect(body.length).toBeLessThan(defaultLevel * 1.02);
});
