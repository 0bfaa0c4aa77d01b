import { featuresCopy, notFoundCopy } from '@/lib/content-reader';

import { asHtml, htmlTextOf } from './support/page-texts';
import { rawGet } from './support/raw-http';
import { expect, test } from './support/test';

const headline = (html: string) => {
  const inner = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1];
  return inner === undefined ? undefined : htmlTextOf(inner);
};

const hostilePaths = [
  '/../../../../etc/passwd',
  '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  '/..%2f..%2f..%2fetc%2fpasswd',
  '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
  '/..\\..\\package.json',
  '/_next/../../package.json',
  '/features/..%2f..%2fpackage.json',
  '//etc/passwd',
  '/.hosting/serve.json',
  '/features/%00',
  '/features%00.html',
  '/%00',
  '/%zz',
  `/${'a'.repeat(300)}`,
  `/${'deep/'.repeat(600)}`,
  '/FEATURES/',
  '/Features',
  '/%E2%82%AC',
];

test('hostile and odd paths get the not-found page, never an error, a listing or a file outside out/', async ({
  baseURL,
}) => {
  for (const path of hostilePaths) {
    const { status, body } = await rawGet(baseURL!, path);
    const html = body.toString('utf8');
    const label = path.slice(0, 50);
    expect(status, label).toBe(404);
    expect(headline(html), label).toBe(asHtml(notFoundCopy.title));
    expect(html, label).not.toMatch(/root:x:0|"name": "gridwright-site"|Index of|Files within/);
  }
});

test('a query string never changes what is served', async ({ baseURL }) => {
  const junk = `?q=<script>alert(1)</script>&x=%00&y=${'z'.repeat(2000)}&_rsc=1`;
  const { status, body } = await rawGet(baseURL!, `/features/${junk}`);
  const html = body.toString('utf8');
  expect(status).toBe(200);
  expect(headline(html)).toBe(asHtml(featuresCopy.intro.title));
  expect(html).not.toContain('<script>alert(1)</script>');
});
