import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { testNginxSite } from './support/nginx-tools.mjs';
import { expect, test } from './support/test';

/** Checks that need a publicly trusted TLS certificate, which a loopback server cannot have. */
const NEEDS_PUBLIC_TLS = ['redirection', 'strict-transport-security'];

test('the MDN HTTP Observatory passes every test that does not need public TLS', async ({ baseURL }, testInfo) => {
  // The package's install script would download the HSTS preload list; an empty one is enough here.
  const packageDir = dirname(require.resolve('@mdn/mdn-http-observatory/package.json'));
  const preloadList = join(packageDir, 'conf', 'hsts-preload.json');
  if (!existsSync(preloadList)) {
    mkdirSync(dirname(preloadList), { recursive: true });
    writeFileSync(preloadList, '{}');
  }
  const { scan } = await import('@mdn/mdn-http-observatory');

  const result = await scan(new URL(baseURL!).host);
  const failed = Object.entries(result.tests)
    .filter(([name, check]) => !check.pass && !NEEDS_PUBLIC_TLS.includes(name))
    .map(([name, check]) => `${name}: ${check.result}`);
  expect(failed).toEqual([]);
  testInfo.annotations.push({ type: 'observatory', description: `${result.scan.testsPassed}/${result.scan.testsQuantity} passed` });
});

test('the production nginx config redirects HTTP to HTTPS, sets HSTS and is valid', async () => {
  const config = readFileSync('.hosting/nginx-site.conf', 'utf8');
  expect(config).toMatch(/listen 80;[\s\S]*return 301 https:\/\/\$host\$request_uri;/);
  expect(config).toMatch(/listen 443 ssl/);
  expect(config).toContain('add_header Strict-Transport-Security "max-age=63072000; includeSubDomains; preload" always;');

  const check = testNginxSite('.hosting/nginx-site.conf', 'out');
  expect(check.stderr).toContain('test is successful');
  expect(check.status).toBe(0);
});
