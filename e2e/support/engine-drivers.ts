import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { test as base, expect } from '@playwright/test';
import puppeteer, { type ElementHandle } from 'puppeteer-core';
import WebDriver, { type Client } from 'webdriver';

import { findFirefox, findMiniBrowser, findWebKitDriver, findXvfb } from './engine-binaries.mjs';
import { gotoShowing, scrollIntoWindow, watchMailLinks } from './engine-navigation';
import { startEngineSite, type EngineSite, type RecordedPage } from './engine-site';
import { freePort } from './servers';

/**
 * Firefox and WebKit behind one small interface. Playwright cannot download its own builds of
 * them here, and its Firefox channel fails against Debian's firefox-esr, so each engine is driven
 * through its own protocol: Firefox over WebDriver BiDi with puppeteer-core, WebKitGTK over
 * WebDriver classic (WebKitWebDriver) with WebdriverIO's `webdriver` client.
 */
export type EngineName = 'firefox' | 'webkit';
export type WindowSize = { width: number; height: number };

export interface EngineTab {
  /**
   * Resolves once the page is parsed and its styles apply, not at the load event: script chunks
   * that the site holds back would hold that too, as the after-paint loader may add them first.
   */
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  evaluate<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args): Promise<Awaited<Result>>;
  click(selector: string): Promise<void>;
  /** Types as keystrokes; a newline is the Enter key. */
  type(selector: string, text: string): Promise<void>;
  /** Presses a key on its own, wherever the focus is. */
  press(key: 'Escape' | 'Backspace'): Promise<void>;
  /** Gives a file input the file at `path`, as choosing it in the system's dialog does. */
  uploadFile(selector: string, path: string): Promise<void>;
  /** Sets the window's size, as a narrower or wider screen has it. */
  resize(size: WindowSize): Promise<void>;
  /** The window as it shows now. */
  screenshot(): Promise<Buffer>;
  fullPageScreenshot(): Promise<Buffer>;
  /**
   * The mail link the last action handed to the mail app. WebKit navigates to it, so the tab's
   * URL is the proof; Firefox keeps the page and exposes no navigation to an external scheme, so
   * the page notes the link it followed or assigned (see `watchMailLinks`).
   */
  openedMailLink(): Promise<string>;
}

export interface EngineBrowser {
  tab: EngineTab;
  close(): Promise<void>;
}

async function launchFirefox(windowSize: WindowSize, { reducedMotion }: { reducedMotion: boolean }): Promise<EngineBrowser> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: findFirefox(),
    headless: true,
    // Overlay scrollbars, as on a phone or a Mac: a classic one would take 12px of a 375px layout.
    extraPrefsFirefox: { 'ui.useOverlayScrollbars': 1, ...(reducedMotion && { 'ui.prefersReducedMotion': 1 }) },
  });
  const page = await browser.newPage();
  await page.setViewport(windowSize);
  const tab: EngineTab = {
    goto: async (url) => {
      // puppeteer's own limit is 30 s: this kind of test's, as playwright.config.ts gives it.
      await gotoShowing(tab, url, () => page.goto(url, { waitUntil: 'domcontentloaded', timeout: base.info().project.use.navigationTimeout }));
      await page.evaluate(watchMailLinks);
    },
    url: async () => page.url(),
    evaluate: (fn, ...args) => page.evaluate(fn as never, ...args) as never,
    click: (selector) => page.click(selector),
    type: (selector, text) => page.type(selector, text),
    press: (key) => page.keyboard.press(key),
    uploadFile: async (selector, path) => {
      const input = await page.$(selector);
      await (input as ElementHandle<HTMLInputElement>).uploadFile(path);
    },
    resize: (size) => page.setViewport(size),
    screenshot: async () => Buffer.from(await page.screenshot()),
    fullPageScreenshot: async () => Buffer.from(await page.screenshot({ fullPage: true })),
    openedMailLink: async () => {
      const noted = () => page.evaluate(() => (window as { openedMailLink?: string }).openedMailLink);
      let link: string | undefined;
      await expect.poll(async () => (link = await noted())).toBeTruthy();
      return link!;
    },
  };
  return { tab, close: () => browser.close() };
}

/** Starts Xvfb on a free display and resolves with its name. */
function startXvfb(windowSize: WindowSize) {
  const xvfb = spawn(findXvfb()!, ['-displayfd', '3', '-screen', '0', `${windowSize.width}x${windowSize.height}x24`, '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const display = new Promise<string>((resolve, reject) => {
    xvfb.stdio[3]!.once('data', (data) => resolve(`:${String(data).trim()}`));
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
  });
  return { xvfb, display };
}

const afterTwoFrames = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
/** WebDriver's codes for the keys without a character. */
const WEBDRIVER_KEYS = { Escape: '\uE00C', Backspace: '\uE003' } as const;
const ENTER_KEY = '\uE007';

async function launchWebKit(windowSize: WindowSize, { reducedMotion }: { reducedMotion: boolean }): Promise<EngineBrowser> {
  const children: ChildProcess[] = [];
  let settingsFolder: string | undefined;
  const stopChildren = () => {
    children.forEach((child) => child.kill());
    if (settingsFolder) rmSync(settingsFolder, { recursive: true, force: true });
  };
  let session: Client | undefined;
  try {
    const { xvfb, display } = startXvfb(windowSize);
    children.push(xvfb);
    const env: NodeJS.ProcessEnv = { ...process.env, DISPLAY: await display };
    if (reducedMotion) {
      // WebKitGTK answers prefers-reduced-motion from GTK's animation setting.
      env.XDG_CONFIG_HOME = settingsFolder = mkdtempSync(join(tmpdir(), 'webkit-reduced-motion-'));
      mkdirSync(join(env.XDG_CONFIG_HOME, 'gtk-3.0'));
      writeFileSync(join(env.XDG_CONFIG_HOME, 'gtk-3.0', 'settings.ini'), '[Settings]\ngtk-enable-animations=0\n');
    }
    const port = await freePort();
    children.push(spawn(findWebKitDriver()!, [`--port=${port}`], { env, stdio: 'ignore' }));
    const capabilities = {
      browserName: 'MiniBrowser',
      // Commands never wait for the load event, which held-back chunks can hold (see `goto`):
      // with 'eager', WebKitWebDriver still holds scripts until load.
      pageLoadStrategy: 'none' as const,
      // WebKitWebDriver speaks WebDriver classic only; WebdriverIO would ask for BiDi.
      'wdio:enforceWebDriverClassic': true,
      // --full-screen drops the toolbar, whose minimum width would keep the window wider than a phone.
      'webkitgtk:browserOptions': { binary: findMiniBrowser(), args: ['--automation', '--full-screen'] },
    };
    session = await WebDriver.newSession({
      hostname: '127.0.0.1',
      port,
      path: '/',
      capabilities,
      logLevel: 'error',
      logLevels: { '@wdio/utils': 'error' },
    });
  } catch (error) {
    stopChildren();
    throw error;
  }
  const client = session;
  await client.setWindowRect(null, null, windowSize.width, windowSize.height);

  const find = async (selector: string) => (await client.findElement('css selector', selector))[ELEMENT];
  const tab: EngineTab = {
    goto: (url) => gotoShowing(tab, url, () => client.navigateTo(url)),
    url: () => client.getUrl(),
    evaluate: (fn, ...args) => client.executeScript(`return (${fn}).apply(null, arguments)`, args as object[]),
    click: async (selector) => {
      // WebKitWebDriver refuses a click on an element its own scrolling left under the sticky header.
      await tab.evaluate(scrollIntoWindow, selector);
      await client.elementClick(await find(selector));
    },
    type: async (selector, text) => client.elementSendKeys(await find(selector), text.replace(/\n/g, ENTER_KEY)),
    press: async (key) => {
      const value = WEBDRIVER_KEYS[key];
      await client.performActions([{ type: 'key', id: 'keyboard', actions: [{ type: 'keyDown', value }, { type: 'keyUp', value }] }]);
      await client.releaseActions();
    },
    // WebDriver gives a file input a file by typing its path into it.
    uploadFile: async (selector, path) => client.elementSendKeys(await find(selector), path),
    resize: async ({ width, height }) => {
      await client.setWindowRect(null, null, width, height);
      // WebKitGTK resizes its window in its own time: under CI's load once over 5 s.
      await expect.poll(() => tab.evaluate(() => window.innerWidth)).toBe(width);
    },
    screenshot: async () => Buffer.from(await client.takeScreenshot(), 'base64'),
    fullPageScreenshot: async () => {
      // WebDriver captures the viewport: make the window as tall as the page for the shot.
      const height = await tab.evaluate(() => document.documentElement.scrollHeight);
      await client.setWindowRect(null, null, windowSize.width, height);
      await expect.poll(() => tab.evaluate(() => window.innerHeight)).toBe(height);
      await tab.evaluate(afterTwoFrames);
      const png = await client.takeScreenshot();
      await client.setWindowRect(null, null, windowSize.width, windowSize.height);
      return Buffer.from(png, 'base64');
    },
    openedMailLink: async () => {
      let url = '';
      await expect.poll(async () => (url = await client.getUrl())).toMatch(/^mailto:/);
      return url;
    },
  };
  return {
    tab,
    close: async () => {
      // A WebDriver session is exclusive to its driver: end it on every path.
      await client.deleteSession().catch(() => {});
      stopChildren();
    },
  };
}

export function launchEngine(engine: EngineName, windowSize: WindowSize, options = { reducedMotion: false }) {
  return engine === 'firefox' ? launchFirefox(windowSize, options) : launchWebKit(windowSize, options);
}

/** What the page recorded (engine-site.ts); the 404 page's own log of the unknown path aside. */
export const pageProblems = (tab: EngineTab) =>
  tab.evaluate(() => (window as unknown as RecordedPage).pageProblems.filter((problem) => !/404: no page at \//.test(problem)));

/**
 * Engine tests get `tab`, a page in the project's engine at the project's window size, and `site`,
 * a fresh origin serving out/. Each test ends by checking its last page recorded no problem.
 */
export const test = base.extend<{ site: EngineSite; tab: EngineTab }, { engine: EngineName; windowSize: WindowSize; engineBrowser: EngineBrowser }>({
  engine: ['firefox', { scope: 'worker', option: true }],
  windowSize: [{ width: 1280, height: 800 }, { scope: 'worker', option: true }],
  engineBrowser: [
    async ({ engine, windowSize }, use) => {
      const browser = await launchEngine(engine, windowSize);
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
  site: async ({ baseURL }, use) => {
    const site = await startEngineSite(baseURL!);
    await use(site);
    await site.close();
  },
  tab: async ({ engineBrowser }, use) => {
    await use(engineBrowser.tab);
    if ((await engineBrowser.tab.url()).startsWith('http')) expect(await pageProblems(engineBrowser.tab), 'page problems').toEqual([]);
  },
});

export { expect };
