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
const hasRsync = () => spawnSync('rsync', ['--version']).status === 0;
const hasJava = () => spawnSync('java', ['-version']).status === 0;

/** What the tests need, with the Debian package that brings it; `need` names what they cannot run without. */
const needs = [
  // Playwright cannot download its own browser on every network; Debian's Chromium is one apt call away.
  { present: () => Boolean(findChromium()), aptPackage: 'chromium', need: 'Chromium (set CHROMIUM_PATH to a Chromium or Chrome binary)' },
  // Half the CPU of the whole browser's headless mode, which keeps the suite within its time (else it runs the whole browser).
  { present: () => existsSync(SYSTEM_HEADLESS_SHELL) || Boolean(process.env.CHROMIUM_PATH), aptPackage: 'chromium-headless-shell' },
  // The deploy uploads with rsync (lib/deploy/), and its tests run it.
  { present: hasRsync, aptPackage: 'rsync', need: 'rsync, which the deploy uploads with' },
  { present: () => Boolean(findNginx()), aptPackage: 'nginx-light', need: 'nginx (install it, or set NGINX_PATH)' },
  // The Nu Html Checker (vnu-jar) runs on Java.
  { present: hasJava, aptPackage: 'default-jre-headless', need: 'Java 11 or newer, for the Nu Html Checker' },
  // Playwright's own Firefox and WebKit builds cannot be downloaded everywhere; Debian's are one apt call away.
  { present: () => Boolean(findFirefox()), aptPackage: 'firefox-esr', need: 'Firefox (set FIREFOX_PATH)' },
  { present: () => Boolean(findWebKitDriver() && findMiniBrowser()), aptPackage: 'webkit2gtk-driver', need: 'WebKitGTK WebDriver (webkit2gtk-driver)' },
  { present: () => Boolean(findXvfb()), aptPackage: 'xvfb', need: 'Xvfb, the display WebKitGTK draws on' },
];

const absent = needs.filter(({ present }) => !present());
if (absent.length > 0 && canUseApt) {
  // One install for all: each apt-get call reads dpkg's database and runs its triggers again.
  const packages = absent.map(({ aptPackage }) => aptPackage).join(' ');
  console.log(`Missing: installing Debian ${packages} with apt-get.`);
  run('apt-get update -qq');
  run(`apt-get install -y -qq ${packages}`);
} else if (!findChromium()) {
  console.log('No Chromium found: installing Playwright Chromium.');
  run('npx playwright install chromium');
}

const missing = needs.filter(({ present, need }) => need && !present()).map(({ need }) => need);
if (missing.length > 0) {
  console.error(`The tests need: ${missing.join('; ')}.`);
  process.exit(1);
}
console.log(`e2e browsers: ${findTestChromium()} (and ${findChromium()}), ${findFirefox()}, ${findMiniBrowser()}; nginx: ${findNginx()}`);
