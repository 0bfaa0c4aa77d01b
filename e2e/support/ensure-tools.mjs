// Gets what the e2e suite needs when it is missing (a Chromium, and nginx to test the production
// config), so `npm test` is the whole set-up.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { findChromium } from './chromium.mjs';
import { findNginx } from './nginx-binary.mjs';

const run = (command) =>
  execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });

const canUseApt = process.platform === 'linux' && existsSync('/usr/bin/apt-get') && process.getuid?.() === 0;
let aptUpdated = false;
const aptInstall = (packageName) => {
  if (!aptUpdated) run('apt-get update -qq');
  aptUpdated = true;
  run(`apt-get install -y -qq ${packageName}`);
};

if (!findChromium()) {
  if (canUseApt) {
    // Playwright cannot download its own browser on every network; Debian's Chromium is one apt call away.
    console.log('No Chromium found: installing Debian chromium with apt-get.');
    aptInstall('chromium');
  } else {
    console.log('No Chromium found: installing Playwright Chromium.');
    run('npx playwright install chromium');
  }
}
if (!findNginx() && canUseApt) {
  console.log('No nginx found: installing Debian nginx-light with apt-get.');
  aptInstall('nginx-light');
}

const missing = [];
if (!findChromium()) missing.push('Chromium (set CHROMIUM_PATH to a Chromium or Chrome binary)');
if (!findNginx()) missing.push('nginx (install it, or set NGINX_PATH)');
if (missing.length > 0) {
  console.error(`The e2e suite needs: ${missing.join('; ')}.`);
  process.exit(1);
}
console.log(`e2e browser: ${findChromium()}; nginx: ${findNginx()}`);
