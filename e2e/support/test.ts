import { test as base, expect } from '@playwright/test';

/** Which server the project tests: ours (`npm start`), nginx, or Cloudflare Pages' runtime. */
export type Host = 'serve' | 'nginx' | 'cloudflare';

/**
 * Every spec imports `test` from here: it fails any test during which the page reported a
 * Content-Security-Policy violation, so each page and interaction is also a CSP check.
 */
export const test = base.extend<{ cspViolations: string[]; host: Host }>({
  host: ['serve', { option: true }],
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
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
});

export { expect };
export type { Locator, Page } from '@playwright/test';
