import { defineConfig, type PlaywrightTestProject } from '@playwright/test';

import { CHROMIUM_FLAGS, findChromium } from './e2e/support/chromium.mjs';

/** The two servers of out/: the one `npm start` runs, and nginx with the production config. */
const servers = {
  serve: { port: 3100, command: 'node lib/hosting/static-server.mjs 3100' },
  nginx: { port: 3101, command: 'node e2e/support/nginx.mjs 3101' },
};

const viewports = {
  desktop: { viewport: { width: 1280, height: 800 } },
  mobile: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
};

const projects: PlaywrightTestProject[] = Object.entries(servers).flatMap(([server, { port }]) =>
  Object.entries(viewports).map(([device, use]) => ({
    name: server === 'serve' ? device : `${server}-${device}`,
    use: { ...use, baseURL: `http://127.0.0.1:${port}` },
  })),
);

export default defineConfig({
  testDir: 'e2e',
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    launchOptions: {
      executablePath: findChromium(),
      args: CHROMIUM_FLAGS,
    },
  },
  projects,
  webServer: Object.values(servers).map(({ port, command }) => ({
    command,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
  })),
});
