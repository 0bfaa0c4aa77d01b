// `npm run bench:editor-open`: what a marketer's computer spends to open the editor. On a dev
// server of its own (`next dev` in a throwaway copy of the project), it opens About's form in a
// fresh browser context, once to compile it, then `OPENINGS` times (default 6), each until the form
// and the live preview's page show. It reports the time of each opening and the CPU seconds it cost
// the dev server (its processes and the git they run) and Chromium, with their medians. Writes
// reports/editor-open.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

import { chromium } from '@playwright/test';

import { CHROMIUM_FLAGS, findChromium } from '../e2e/support/chromium.mjs';
import { entryAddress } from '../app/_editor/keystatic-internals/addresses.mjs';
import { copyProject, removeCopy } from '../e2e/support/project-copy.ts';
import { startNextDev } from '../e2e/support/servers.ts';
import { median, processTree } from './support.mjs';

const OPENINGS = Number(process.env.OPENINGS ?? 6);
/** After the form shows, the opening still reads what waits to be published and draws the preview. */
const SETTLING_MS = 2_000;

/** CPU seconds the processes `pids` used, with their children that ended (Linux counts 100 ticks a second). */
function cpuSeconds(pids) {
  return pids.reduce((sum, pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // utime, stime, cutime and cstime.
      const ticks = stat.slice(stat.lastIndexOf(')') + 2).split(' ').slice(11, 15);
      return sum + ticks.reduce((total, count) => total + Number(count), 0) / 100;
    } catch {
      return sum;
    }
  }, 0);
}

const project = copyProject();
const server = await startNextDev(project);
const origin = `http://localhost:${server.port}`;
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS });

/** The CPU seconds used so far by the dev server's processes and by Chromium's (this script's other children). */
function used() {
  const devServer = processTree(server.pid);
  const chromiums = processTree(process.pid).filter((pid) => pid !== process.pid && !devServer.includes(pid));
  return { devServer: cpuSeconds(devServer), chromium: cpuSeconds(chromiums) };
}

async function openTheEditor() {
  const before = used();
  const started = Date.now();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${origin}${entryAddress('about')}`, { timeout: 180_000 });
  await page.getByRole('group', { name: 'Introduction' }).getByRole('textbox', { name: 'Title' }).waitFor({ timeout: 180_000 });
  await page.frameLocator('iframe[title^="Live preview"]').getByRole('heading', { level: 1 }).waitFor({ timeout: 180_000 });
  const ms = Date.now() - started;
  await page.waitForTimeout(SETTLING_MS);
  const after = used();
  await context.close();
  const cpu = (side) => Math.round((after[side] - before[side]) * 100) / 100;
  return { ms, devServerCpuS: cpu('devServer'), chromiumCpuS: cpu('chromium') };
}

try {
  const first = await openTheEditor();
  const openings = [];
  for (let opening = 0; opening < OPENINGS; opening++) openings.push(await openTheEditor());
  const medianOf = (key) => Math.round(median(openings.map((opening) => opening[key])) * 100) / 100;
  const result = { first, openings, median: { ms: medianOf('ms'), devServerCpuS: medianOf('devServerCpuS'), chromiumCpuS: medianOf('chromiumCpuS') } };
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/editor-open.json', `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    `The editor's first opening, compiling it: ${first.ms} ms, the dev server ${first.devServerCpuS} CPU-s. ` +
      `Then ${OPENINGS} openings, median: ${result.median.ms} ms, the dev server ${result.median.devServerCpuS} CPU-s, Chromium ${result.median.chromiumCpuS} CPU-s.`,
  );
} finally {
  await browser.close();
  await server.stop();
  removeCopy(project);
}
