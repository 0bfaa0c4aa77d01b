import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

import { defineConfig, type PlaywrightTestProject } from '@playwright/test';

import { CHROMIUM_FLAGS, findTestChromium } from './e2e/support/chromium.mjs';
import type { EngineName, WindowSize } from './e2e/support/engine-drivers';
import type { Host } from './e2e/support/test';
import { contentModule } from './lib/content-reader/module-source.mjs';

// The tests read the site's copy (lib/content/*.yaml) as the build does: checked, as a module.
registerHooks({
  load(url, context, nextLoad) {
    if (!url.endsWith('.yaml')) return nextLoad(url, context);
    const file = fileURLToPath(url);
    return { format: 'commonjs', source: contentModule(readFileSync(file, 'utf8'), file, 'cjs'), shortCircuit: true };
  },
});

/**
 * What serves out/: the server `npm start` runs, nginx with the production config, and
 * Cloudflare Pages' own runtime (wrangler pages dev) reading out/_headers.
 */
const servers: Record<Host, { port: number; command: string; env?: Record<string, string> }> = {
  serve: { port: 3100, command: 'node lib/hosting/static-server.mjs 3100' },
  nginx: { port: 3101, command: 'node e2e/support/nginx.mjs 3101' },
  cloudflare: {
    port: 3102,
    // It works offline, only warning that it cannot fetch Request.cf.
    command: 'npx wrangler pages dev out --ip 127.0.0.1 --port 3102',
    env: { CI: 'true', WRANGLER_SEND_METRICS: 'false' },
  },
};

/**
 * How long each kind of test waits: `timeout`, the whole test with its hooks; `expect`, for what a
 * person waits to see (every expect and poll, the engines' drivers too); `navigationTimeout`, for a
 * page to arrive. The suite's only timeouts: a spec names none over 10 s.
 */
const waits = {
  /** The built site on a static host: pages answer at once; hydration follows the first paint, seconds later on a loaded machine. */
  site: { timeout: 90_000, expect: { timeout: 30_000 }, navigationTimeout: 30_000 },
  /** Each spec builds the site once or more, in its hooks, then reads and serves what it wrote. */
  builds: { timeout: 8 * 60_000, expect: { timeout: 30_000 }, navigationTimeout: 30_000 },
  /**
   * `next dev` compiles each route at its first request and again after a save: up to a minute on
   * two busy cores, and the editor's first page (Keystatic, cold) twice that (a loaded run once took over 60 s).
   */
  dev: { timeout: 5 * 60_000, expect: { timeout: 60_000 }, navigationTimeout: 120_000 },
};
/** A project's settings: the waits of its kind of test, and what else it `use`s (the suite's own options among them). */
const ofKind = ({ timeout, expect, navigationTimeout }: (typeof waits)[keyof typeof waits], use: Record<string, unknown> = {}): PlaywrightTestProject => ({
  timeout,
  expect,
  use: { navigationTimeout, ...use },
});

const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 740 },
};
type Device = keyof typeof viewports;
const devices = Object.keys(viewports) as Device[];

const ENGINE_SPEC = 'engines.spec.ts';
/** Build the site again, with every supported Node.js line, as a deploy after a copy edit, with stress copy, in three languages, with photos and as a review's preview: once, on their own servers. */
const BUILD_SPECS = ['node-lines.spec.ts', 'deploy.spec.ts', 'stress.spec.ts', 'languages.spec.ts', 'photos.spec.ts', 'preview.spec.ts'];
/**
 * `npm run dev:phone`, the share preview and the editor in Chromium, in a copy of the project; and
 * the editor's Publish, then the editor in Firefox and WebKit, in another (publishing-project.ts):
 * files run in the order of their names, so one worker takes the last three in turn, on one dev server.
 */
const DEV_SPECS = ['dev-preview.spec.ts', 'editor-publish.spec.ts', 'editor-translations.spec.ts', 'editor-with-other-engines.spec.ts'];
/**
 * What depends on the server: its HTTP behaviour, and Chromium through menu, tooltip and the 404
 * page under the headers it really sends (the form and its toast are client code alone; deploy.spec.ts
 * uses them on nginx and Cloudflare). The rest (layout, accessibility, print,
 * motion …) is the same HTML under the same headers (policy.mjs, which hosting.spec.ts checks on
 * every host), so it runs once, on our static server.
 */
const HOST_SPECS = ['hosting.spec.ts', 'header.spec.ts', 'tooltip.spec.ts', 'not-found.spec.ts'];
/** The Observatory's scan reads the production server's config: nginx's alone. */
const NGINX_SPECS = ['observatory.spec.ts'];
const NOT_ON_OURS = [ENGINE_SPEC, ...BUILD_SPECS, ...DEV_SPECS, ...NGINX_SPECS];
const specsOn: Record<Host, Pick<PlaywrightTestProject, 'testMatch' | 'testIgnore'>> = {
  serve: { testIgnore: NOT_ON_OURS },
  // The production config: also the Observatory's scan, hostile paths, and prerendering and the
  // back/forward cache under its caching.
  nginx: { testMatch: [...HOST_SPECS, ...NGINX_SPECS, 'hostile-requests.spec.ts', 'prerender.spec.ts'] },
  cloudflare: { testMatch: HOST_SPECS },
};

/**
 * On a phone, what differs with the host: the menu under its headers. The form, the tooltips and
 * the 404 page work the same at both widths, tested at both on ours.
 */
const PHONE_HOST_SPECS = ['header.spec.ts'];
/** Checked once, at the desktop width: what does not change with the viewport (HTTP, metadata, the build's files, a pointer's gestures). */
const DESKTOP_SPECS = ['hosting.spec.ts', 'hostile-requests.spec.ts', 'metadata.spec.ts', 'output.spec.ts', 'prerender.spec.ts', 'view-transitions.spec.ts'];
/** A test tagged for one width (`@phone`: the menu button, a tap; `@desktop`: the row of links, hover) runs in that width's projects alone. */
const widthTags = { desktop: { grepInvert: /@phone/ }, mobile: { grepInvert: /@desktop/ } };

/** Which specs a Chromium project on `server` at `device`'s width runs. */
function specsAt(server: Host, device: Device): Pick<PlaywrightTestProject, 'testMatch' | 'testIgnore'> {
  if (device === 'desktop') return specsOn[server];
  return server === 'serve' ? { testIgnore: [...NOT_ON_OURS, ...DESKTOP_SPECS] } : { testMatch: PHONE_HOST_SPECS };
}

const chromiumProjects: PlaywrightTestProject[] = (Object.keys(servers) as Host[]).flatMap((server) =>
  devices.map((device) => ({
    name: server === 'serve' ? device : `${server}-${device}`,
    ...specsAt(server, device),
    ...widthTags[device],
    ...ofKind(waits.site, {
      viewport: viewports[device],
      ...(device === 'mobile' && { isMobile: true, hasTouch: true }),
      baseURL: `http://127.0.0.1:${servers[server].port}`,
      host: server,
    }),
  })),
);

/** Firefox and WebKit against the static server (see e2e/support/engine-drivers.ts). */
const engineProjects: PlaywrightTestProject[] = (['firefox', 'webkit'] satisfies EngineName[]).flatMap((engine) =>
  devices.map((device) => ({
    name: `${engine}-${device}`,
    testMatch: ENGINE_SPEC,
    ...widthTags[device],
    ...ofKind(waits.site, { engine, windowSize: viewports[device] satisfies WindowSize, baseURL: `http://127.0.0.1:${servers.serve.port}` }),
  })),
);

export default defineConfig({
  testDir: 'e2e',
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  // reports/suite-times.{json,md}: each project's and spec's time, beside Jest's.
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }], ['./e2e/support/suite-times.ts']],
  use: {
    launchOptions: {
      executablePath: findTestChromium(),
      args: CHROMIUM_FLAGS,
    },
  },
  // The dev servers' files first: their two chains are the longest. Then the desktop's files and
  // the builds, each on one worker at a time, so that each busy file runs beside one that waits more
  // than it computes (Firefox and WebKit, in the editor or on the site; the phone's width; the other
  // hosts), not beside its like: two busy ones, then two waiting ones, left a core idle (Playwright
  // took 641 s here with the busy files last, 614 s so). The dev and the builds apart, because
  // --shard (on the forge: suite.yml) gives each runner a run of tests in this order, by count.
  projects: [
    { name: 'dev', testMatch: DEV_SPECS, ...ofKind(waits.dev, { viewport: viewports.desktop }) },
    { ...chromiumProjects[0], workers: 1 },
    { name: 'builds', workers: 1, testMatch: BUILD_SPECS, ...ofKind(waits.builds, { viewport: viewports.desktop }) },
    ...chromiumProjects.slice(1),
    ...engineProjects,
  ],
  webServer: Object.values(servers).map(({ port, command, env }) => ({
    command,
    env,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    // Asked to stop rather than killed, so each cleans up after itself (nginx.mjs its run folder).
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
  })),
});
