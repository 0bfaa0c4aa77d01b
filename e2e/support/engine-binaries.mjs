import { existsSync, readdirSync } from 'node:fs';

/** @param {(string | undefined)[]} paths */
const firstExisting = (paths) => paths.find((path) => path && existsSync(path));

/** Debian's Firefox ESR, or $FIREFOX_PATH. */
export const findFirefox = () => firstExisting([process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox']);

/** Debian's WebKitGTK driver (webkit2gtk-driver), or $WEBKIT_DRIVER_PATH. */
export const findWebKitDriver = () => firstExisting([process.env.WEBKIT_DRIVER_PATH, '/usr/bin/WebKitWebDriver']);

/** The WebKitGTK browser the driver starts; it comes with the WebKitGTK library, in a folder per architecture. */
export function findMiniBrowser() {
  const multiarch = existsSync('/usr/lib') ? readdirSync('/usr/lib').filter((name) => name.endsWith('-linux-gnu')) : [];
  return firstExisting([
    process.env.WEBKIT_BROWSER_PATH,
    ...multiarch.map((folder) => `/usr/lib/${folder}/webkit2gtk-4.1/MiniBrowser`),
  ]);
}

/** WebKitGTK draws into an X display; Xvfb is one in memory. */
export const findXvfb = () => firstExisting([process.env.XVFB_PATH, '/usr/bin/Xvfb']);
