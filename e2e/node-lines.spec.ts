// The site built with every supported Node.js line, and a copy edit deployed behind the host
// configuration of an earlier build: each page's CSP must hold on every host (lib/hosting/
// page-policy.mjs), whatever built it. Project `node-lines` (Chromium, desktop) runs this file.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { HEADER_CONTENT_SECURITY_POLICY } from '@/lib/hosting/policy.mjs';
import { footerCopy } from '@/lib/content';
import { siteRoutes } from '@/lib/site';

import { expectHydrated } from './support/hydration';
import { testNginxSite } from './support/nginx-tools.mjs';
import { directiveSources, expectInjectedScriptBlocked, pagePolicy } from './support/page-policy';
import {
  buildSite,
  CAN_FETCH_NODE,
  nodeOfLine,
  removeBuild,
  RUNNING_NODE_LINE,
  siteBuildIn,
  SUPPORTED_NODE_LINES,
  type SiteBuild,
} from './support/node-lines';
import { serveWithNginx, serveWithWrangler } from './support/servers';
import { expect, test, type Page } from './support/test';

test.describe.configure({ timeout: 8 * 60_000 });

const PAGES = [...siteRoutes.map(({ href }) => href), '/no-such-page/'];
const scriptHashCount = (policy: string) => directiveSources(policy, 'script-src').filter((source) => source.startsWith("'sha256-")).length;

/** Every page through `origin` hydrates under its own policy, which the fixture sees no violation of. */
async function expectEveryPageHydrates(page: Page, origin: string) {
  const hashes: number[] = [];
  const policyLengths: number[] = [];
  for (const path of PAGES) {
    const response = await page.goto(origin + path);
    expect(response!.headers()['content-security-policy'], path).toBe(HEADER_CONTENT_SECURITY_POLICY);
    const policy = pagePolicy(await response!.text());
    expect(policy, `${path} has its own policy`).toBeDefined();
    hashes.push(scriptHashCount(policy!));
    policyLengths.push(policy!.length);
    await expectHydrated(page);
  }
  return { hashes, policyLengths };
}

const longestLine = (text: string) => Math.max(...text.split('\n').map((line) => line.length));

for (const line of SUPPORTED_NODE_LINES) {
  test(`built with Node ${line}: nginx and Cloudflare take the host files whole, and every page hydrates under its CSP`, async ({
    page,
    cspViolations,
  }, testInfo) => {
    test.skip(line !== RUNNING_NODE_LINE && !CAN_FETCH_NODE, 'other Node lines come from npm as Linux x64 binaries');
    const build = line === RUNNING_NODE_LINE ? siteBuildIn('.') : buildSite(nodeOfLine(line));
    try {
      const nginxCheck = testNginxSite(build.nginxConfig, build.out);
      expect(nginxCheck.stderr).toContain('test is successful');
      expect(nginxCheck.status).toBe(0);

      const cloudflare = await serveWithWrangler(build.out);
      try {
        const response = await fetch(`${cloudflare.origin}/`);
        expect(response.headers.get('content-security-policy')).toBe(HEADER_CONTENT_SECURITY_POLICY);
        expect(pagePolicy(await response.text())).toBeDefined();
        // wrangler warns, and carries on without the rule, when a _headers line is too long.
        expect(cloudflare.log()).not.toMatch(/Ignoring line|maximum allowed length/i);
      } finally {
        await cloudflare.stop();
      }

      const nginx = await serveWithNginx(build.out, build.nginxConfig);
      try {
        const { hashes, policyLengths } = await expectEveryPageHydrates(page, nginx.origin);
        await expectInjectedScriptBlocked(page, cspViolations);
        testInfo.annotations.push({
          type: `Node ${line}`,
          description: `script hashes per page ${Math.min(...hashes)}–${Math.max(...hashes)}, page policy ${Math.min(...policyLengths)}–${Math.max(...policyLengths)} characters; longest _headers line ${longestLine(readFileSync(build.headersFile, 'utf8'))} characters`,
        });
      } finally {
        await nginx.stop();
      }
    } finally {
      if (build.dir !== '.') removeBuild(build);
    }
  });
}

test('a copy edit deployed behind the host configuration of an earlier build hydrates with no CSP violation', async ({
  page,
}) => {
  const first = siteBuildIn('.');
  const [oldWords, newWords] = [footerCopy.launched, footerCopy.launched.replace('studio', 'builder')];
  let edited: SiteBuild | undefined;
  try {
    edited = buildSite(process.execPath, (dir) => {
      const content = join(dir, 'lib/content.ts');
      writeFileSync(content, readFileSync(content, 'utf8').replace('by a climate venture studio.', 'by a climate venture builder.'));
    });
    // The edit reached every page, and with it the page's policy.
    for (const path of ['index.html', 'about/index.html']) {
      const [before, after] = [first.out, edited.out].map((out) => readFileSync(join(out, path), 'utf8'));
      expect(before).toContain(oldWords);
      expect(after).toContain(newWords);
      expect(pagePolicy(after)).not.toBe(pagePolicy(before));
    }

    // A content deploy: the new out/ behind the nginx config installed with the first build.
    const nginx = await serveWithNginx(edited.out, first.nginxConfig);
    try {
      await expectEveryPageHydrates(page, nginx.origin);
      await expect(page.getByRole('contentinfo')).toContainText(newWords);
    } finally {
      await nginx.stop();
    }
  } finally {
    if (edited) removeBuild(edited);
  }
});
