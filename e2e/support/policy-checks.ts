import { expect, type Page } from '@playwright/test';

import { HEADER_CONTENT_SECURITY_POLICY } from '@/lib/hosting/policy.mjs';
import { siteRoutes } from '@/lib/pages';

import { expectHydrated } from './hydration';

/** The policy a page carries in its own <meta> (lib/hosting/page-policy.mjs), if any. */
export const pagePolicy = (html: string) =>
  html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/)?.[1];

/** The sources of one directive of a policy. */
export const directiveSources = (policy: string, name: string) =>
  policy.split('; ').find((directive) => directive.startsWith(`${name} `))?.split(' ').slice(1) ?? [];

/**
 * An inline script added to the page, as an injection would, must not run, and the browser must
 * report it. Clears that one expected violation from the test's record.
 */
export async function expectInjectedScriptBlocked(page: Page, cspViolations: string[]) {
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.body.dataset.injected = "ran"';
    document.body.append(script);
    return document.body.dataset.injected === 'ran';
  });
  expect(ran, 'an injected inline script ran').toBe(false);
  // Chromium reports it twice, in its console and as the event the fixture logs: wait for both.
  await expect.poll(() => cspViolations.filter((violation) => violation.includes('script-src')).length).toBeGreaterThanOrEqual(2);
  cspViolations.length = 0;
}

const scriptHashCount = (policy: string) => directiveSources(policy, 'script-src').filter((source) => source.startsWith("'sha256-")).length;

/** An address with no page, which the not-found page answers. */
export const NO_PAGE = '/no-such-page/';
/** Every page's address, and one with no page. */
export const EVERY_PAGE = [...siteRoutes.map(({ href }) => href), NO_PAGE];

/**
 * Every page and the not-found page through `origin` (or those at `paths`) carry the host's policy
 * and their own, and hydrate under both (the test fixture sees no violation). Returns each page's
 * count of script hashes and the length of its policy.
 */
export async function expectEveryPageHydrates(page: Page, origin: string, paths = EVERY_PAGE) {
  const hashes: number[] = [];
  const policyLengths: number[] = [];
  for (const path of paths) {
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
