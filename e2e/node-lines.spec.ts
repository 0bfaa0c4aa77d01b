// The site built with every supported Node.js line: each page's CSP must hold on every host
// (lib/hosting/page-policy.mjs), whatever built it. The main build, this Node.js line's, is checked
// whole; another line's build file by file against it, and where a file differs, as the main one
// is: a file the same byte for byte serves and runs the same. Project `builds` (Chromium, desktop)
// runs this file; a copy edit deployed behind an earlier build's host files is in deploy.spec.ts.
import { readFileSync } from 'node:fs';

import { HEADER_CONTENT_SECURITY_POLICY } from '@/lib/hosting/policy.mjs';
import { differentFiles } from '@/lib/toolchain/site-builds.mjs';

import { testNginxSite } from './support/nginx-tools.mjs';
import { EVERY_PAGE, expectEveryPageHydrates, expectInjectedScriptBlocked, NO_PAGE, pagePolicy } from './support/policy-checks';
import { buildSite, CAN_FETCH_NODE, nodeOfLine, removeBuild, RUNNING_NODE_LINE, siteBuildIn, SUPPORTED_NODE_LINES, type SiteBuild } from './support/line-builds';
import { serveWithNginx, serveWithWrangler } from './support/servers';
import { expect, test } from './support/test';

const main = siteBuildIn('.');
const longestLine = (text: string) => Math.max(...text.split('\n').map((line) => line.length));
/** The address a visitor opens for an exported page: `features/index.html` is `/features/`; `404.html` answers one with no page. */
const addressOf = (file: string) => (file === '404.html' ? NO_PAGE : `/${file.replace(/index\.html$/, '')}`);

/** What of `build` differs from the main build: its files in out/ and its nginx config; all of it, for the main build itself. */
function differences(build: SiteBuild) {
  if (build === main) return { files: undefined, nginxConfig: true };
  return { files: differentFiles(main.out, build.out), nginxConfig: !readFileSync(build.nginxConfig).equals(readFileSync(main.nginxConfig)) };
}

for (const line of SUPPORTED_NODE_LINES) {
  test(`built with Node ${line}: nginx and Cloudflare take the host files whole, and every page hydrates under its CSP`, async ({
    page,
    cspViolations,
  }, testInfo) => {
    test.skip(line !== RUNNING_NODE_LINE && !CAN_FETCH_NODE, 'other Node lines come from npm as Linux x64 binaries');
    const build = line === RUNNING_NODE_LINE ? main : buildSite(nodeOfLine(line));
    try {
      const differ = differences(build);
      testInfo.annotations.push({ type: `Node ${line}`, description: differ.files ? `differs from the main build in ${differ.files.join(', ') || 'no file'}` : 'the main build' });

      if (differ.nginxConfig) {
        const nginxCheck = testNginxSite(build.nginxConfig, build.out);
        expect(nginxCheck.stderr).toContain('test is successful');
        expect(nginxCheck.status).toBe(0);
      }

      if (!differ.files || differ.files.includes('_headers')) {
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
      }

      const differentPages = differ.files?.filter((file) => file.endsWith('.html')).map(addressOf);
      const pages = differentPages && EVERY_PAGE.filter((path) => differentPages.includes(path));
      if (pages?.length === 0) return;
      const nginx = await serveWithNginx(build.out, build.nginxConfig);
      try {
        const { hashes, policyLengths } = await expectEveryPageHydrates(page, nginx.origin, pages);
        await expectInjectedScriptBlocked(page, cspViolations);
        testInfo.annotations.push({
          type: `Node ${line}`,
          description: `script hashes per page ${Math.min(...hashes)}–${Math.max(...hashes)}, page policy ${Math.min(...policyLengths)}–${Math.max(...policyLengths)} characters; longest _headers line ${longestLine(readFileSync(build.headersFile, 'utf8'))} characters`,
        });
      } finally {
        await nginx.stop();
      }
    } finally {
      if (build !== main) removeBuild(build);
    }
  });
}
