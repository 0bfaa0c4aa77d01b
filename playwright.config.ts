import { defineConfig } from '@playwright/test';

import { findChromium } from './e2e/support/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL,
    launchOptions: {
      executablePath: findChromium(),
      // Headless flags that work as root on a machine whose only network is loopback.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true } },
  ],
  // The exported site, served the way a CDN serves it: clean URLs, 404.html with status 404, gzip.
  webServer: {
    command: `node node_modules/serve/build/main.js out --listen ${port} --no-clipboard`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
  },
});
