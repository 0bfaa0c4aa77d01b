// Gets what the tests need when it is missing (rsync for the deploy's tests in Jest; a Chromium
// and its headless shell, nginx to test the production config, Java for the Nu Html Checker,
// Firefox, WebKitGTK's driver and the Xvfb display it draws on for the e2e suite), so `npm test`
// is the whole set-up.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { findChromium, findTestChromium, SYSTEM_HEADLESS_SHELL } from './chromium.mjs';
import { findFirefox, findMiniBrowser, findWebKitDriver, findXvfb } from './engine-binaries.mjs';
import { findNginx } from './nginx-tools.mjs';

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
if (!existsSync(SYSTEM_HEADLESS_SHELL) && !process.env.CHROMIUM_PATH && canUseApt) {
  // Half the CPU of the whole browser's headless mode, which keeps the suite within its time.
  console.log('No Chromium headless shell found: installing Debian chromium-headless-shell with apt-get.');
  aptInstall('chromium-headless-shell');
}
const hasRsync = () => spawnSync('rsync', ['--version']).status === 0;
if (!hasRsync() && canUseApt) {
  // The deploy uploads with rsync (lib/deploy/), and its tests run it.
  console.log('No rsync found: installing Debian rsync with apt-get.');
  aptInstall('rsync');
}
if (!findNginx() && canUseApt) {
  console.log('No nginx found: installing Debian nginx-light with apt-get.');
  aptInstall('nginx-light');
}
const hasJava = () => spawnSync('java', ['-version']).status === 0;
if (!hasJava() && canUseApt) {
  // The Nu Html Checker (vnu-jar) runs on Java.
  console.log('No Java found: installing Debian default-jre-headless with apt-get.');
  aptInstall('default-jre-headless');
}

// Playwright's own Firefox and WebKit builds cannot be downloaded everywhere; Debian's are one apt call away.
const otherEngines = [
  { find: findFirefox, aptPackage: 'firefox-esr', need: 'Firefox (set FIREFOX_PATH)' },
  { find: () => findWebKitDriver() && findMiniBrowser(), aptPackage: 'webkit2gtk-driver', need: 'WebKitGTK WebDriver (webkit2gtk-driver)' },
  { find: findXvfb, aptPackage: 'xvfb', need: 'Xvfb, the display WebKitGTK draws on' },
];
for (const { find, aptPackage } of otherEngines) {
  if (!find() && canUseApt) {
    console.log(`Missing: installing Debian ${aptPackage} with apt-get.`);
    aptInstall(aptPackage);
  }
}

const missing = otherEngines.filter(({ find }) => !find()).map(({ need }) => need);
if (!findChromium()) missing.push('Chromium (set CHROMIUM_PATH to a Chromium or Chrome binary)');
if (!findNginx()) missing.push('nginx (install it, or set NGINX_PATH)');
if (!hasJava()) missing.push('Java 11 or newer, for the Nu Html Checker');
if (!hasRsync()) missing.push('rsync, which the deploy uploads with');
if (missing.length > 0) {
  console.error(`The tests need: ${missing.join('; ')}.`);
  process.exit(1);
}
console.log(`e2e browsers: ${findTestChromium()} (and ${findChromium()}), ${findFirefox()}, ${findMiniBrowser()}; nginx: ${findNginx()}`);
