import { test as base, expect } from '@playwright/test';

/** Which server the project tests: ours (`npm start`), nginx, or Cloudflare Pages' runtime. */
export type Host = 'serve' | 'nginx' | 'cloudflare';

/**
 * Every spec imports `test` from here: it fails any test during which the page reported a
 * Content-Security-Policy violation, so each page and interaction is also a CSP check.
 */
export const test = base.extend<{ cspViolations: string[]; browserErrors: void; host: Host; blockedOnPurpose: RegExp | undefined }>({
  host: ['serve', { option: true }],
  /** What a page's own policy blocks by design (the editor: Keystatic's font from Google). */
  blockedOnPurpose: [undefined, { option: true }],
  cspViolations: [
    async ({ page, blockedOnPurpose }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        if (/Content Security Policy/i.test(text) && !blockedOnPurpose?.test(text)) violations.push(text);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      await use(violations);
      expect(violations, 'CSP violations').toEqual([]);
    },
    { auto: true },
  ],
  /** What the page reported as an error (the dev server's overlay shows these), attached to a failed test's report. */
  browserErrors: [
    async ({ context, blockedOnPurpose }, use, testInfo) => {
      const errors: string[] = [];
      context.on('console', (message) => {
        if (message.type() === 'error' && !blockedOnPurpose?.test(message.text())) errors.push(`${message.page()?.url()} console: ${message.text()}`);
      });
      context.on('weberror', (webError) => errors.push(`${webError.page()?.url()} uncaught: ${webError.error().stack ?? webError.error().message}`));
      await use();
      if (testInfo.status !== testInfo.expectedStatus && errors.length > 0)
        await testInfo.attach('browser errors', { body: errors.join('\n').slice(-4000), contentType: 'text/plain' });
    },
    { auto: true },
  ],
});

export { expect };
export type { BrowserContext, Locator, Page } from '@playwright/test';
