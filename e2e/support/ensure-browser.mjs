// Gets a browser for the e2e suite when none is found, so `npm test` is the whole set-up.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { findChromium } from './chromium.mjs';

const run = (command) => execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });

if (!findChromium()) {
  const canUseApt = process.platform === 'linux' && existsSync('/usr/bin/apt-get') && process.getuid?.() === 0;
  if (canUseApt) {
    // Playwright cannot download its own browser on every network; Debian's Chromium is one apt call away.
    console.log('No Chromium found: installing Debian chromium with apt-get.');
    run('apt-get update -qq && apt-get install -y -qq chromium');
  } else {
    console.log('No Chromium found: installing Playwright Chromium.');
    run('npx playwright install chromium');
  }
}

const found = findChromium();
if (!found) {
  console.error('Could not find or install Chromium. Set CHROMIUM_PATH to a Chromium or Chrome binary.');
  process.exit(1);
}
console.log(`e2e browser: ${found}`);
