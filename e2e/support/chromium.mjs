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

function playwrightsOwnChromium() {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/** The browser the e2e suite drives: $CHROMIUM_PATH, else Playwright's download, else the system's. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, playwrightsOwnChromium(), ...SYSTEM_CHROMIUM];
  return candidates.find((path) => path && existsSync(path));
}
