// `npm run bench:preview`, with `npm run dev` running: how long the editor's live preview takes
// to show a keystroke. In the editor (`BENCH_DEV_URL`, default http://localhost:3000) it types
// one character at a time into Home's hero title, `PREVIEW_KEYS` times (default 20), and times
// each key from its keydown to the first frame the preview paints with the new title. Prints the
// median and the worst, and the editor's first load (to its form with the preview drawn). Writes
// reports/live-preview.json. Nothing is saved (the browser's profile, and the draft in it, is thrown away).
import { mkdirSync, writeFileSync } from 'node:fs';

import { chromium } from '@playwright/test';

import { CHROMIUM_FLAGS, findChromium } from '../e2e/support/chromium.mjs';
import { entryAddress } from '../app/_editor/keystatic-internals/addresses.mjs';
import { median } from './support.mjs';

const ORIGIN = process.env.BENCH_DEV_URL ?? 'http://localhost:3000';
const KEYS = Number(process.env.PREVIEW_KEYS ?? 20);

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });

const opening = Date.now();
await page.goto(`${ORIGIN}${entryAddress('home')}`);
const title = page.getByRole('group', { name: 'Hero' }).getByRole('textbox', { name: 'Title' });
const preview = page.frameLocator('iframe[title^="Live preview"]');
await title.waitFor({ timeout: 120_000 });
await preview.getByRole('heading', { level: 1 }).waitFor({ timeout: 120_000 });
const firstLoad = Date.now() - opening;

const frame = page.frames().find((candidate) => new URL(candidate.url()).pathname === '/live-preview');
const keystrokes = [];
await title.focus();
await page.keyboard.press('End');
for (let key = 0; key < KEYS; key++) {
  const typed = `${await title.inputValue()}${String.fromCharCode(97 + (key % 26))}`;
  // The frame notes when its heading first reads the new title, at the next frame's paint.
  const painted = frame.evaluate(
    (wanted) =>
      new Promise((done) => {
        const observer = new MutationObserver(() => {
          if (document.querySelector('h1')?.textContent !== wanted) return;
          observer.disconnect();
          requestAnimationFrame(() => done(performance.timeOrigin + performance.now()));
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
    typed,
  );
  const pressed = await page.evaluate(() => performance.timeOrigin + performance.now());
  await page.keyboard.press(typed.at(-1));
  keystrokes.push(Math.round((await painted) - pressed));
  // A marketer's pace: a key every 150 ms at most.
  await page.waitForTimeout(150);
}
await browser.close();

const result = { firstLoadMs: firstLoad, keystrokeToPaintMs: keystrokes, medianMs: median(keystrokes), worstMs: Math.max(...keystrokes) };
mkdirSync('reports', { recursive: true });
writeFileSync('reports/live-preview.json', `${JSON.stringify(result, null, 2)}\n`);
console.log(`Editor's first load: ${firstLoad} ms. Keystroke to paint in the preview, ${KEYS} keys: median ${result.medianMs} ms, worst ${result.worstMs} ms (${keystrokes.join(' ')})`);
