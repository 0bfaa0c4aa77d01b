import { expect, type Page } from '@playwright/test';

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
