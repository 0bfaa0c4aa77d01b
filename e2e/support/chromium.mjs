import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Headless flags that work as root on a machine whose only network is loopback. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
/** Debian's chromium-headless-shell: Chromium's old headless mode, built on its own. */
export const SYSTEM_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

function playwrightsOwnChromium() {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/** The whole browser, as visitors run it: $CHROMIUM_PATH, else Playwright's download, else the system's. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, playwrightsOwnChromium(), ...SYSTEM_CHROMIUM];
  return candidates.find((path) => path && existsSync(path));
}

/**
 * The browser Playwright's projects drive: the headless shell where there is one (Playwright's
 * own choice for headless runs), which draws the same pages with half the CPU of the whole
 * browser's headless mode; the whole browser where it is missing or $CHROMIUM_PATH names one.
 * Prerendering and the back/forward cache need the whole browser (prerender.spec.ts).
 */
export function findTestChromium() {
  if (process.env.CHROMIUM_PATH || !existsSync(SYSTEM_HEADLESS_SHELL)) return findChromium();
  return SYSTEM_HEADLESS_SHELL;
}
