// What the benches share: the static servers, the phone profile's throttling, a fresh phone, the
// renderer's main thread in a trace, a process and all it started, and the median of repeated runs.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js';

/**
 * Starts lib/hosting/static-server.mjs on each { port, folder, siteHeaders } and resolves once all
 * answer: the benches serve what they measure exactly as `npm start` and the e2e suite do.
 */
export async function startStaticServers(servers) {
  const children = servers.map(({ port, folder, siteHeaders }) =>
    spawn(process.execPath, ['lib/hosting/static-server.mjs', String(port), folder, ...(siteHeaders ? ['--site-headers'] : [])], {
      stdio: 'ignore',
    }),
  );
  const stop = () => children.forEach((child) => child.kill());
  process.on('exit', stop);
  await Promise.all(
    servers.map(async ({ port }) => {
      for (let attempt = 0; attempt < 50; attempt++) {
        if (await fetch(`http://127.0.0.1:${port}/`).then(() => true, () => false)) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`static server on port ${port} did not start`);
    }),
  );
  return stop;
}

/**
 * Slows a Playwright `page` to Lighthouse's throttling `profile` (its DevTools figures: request
 * latency, bandwidth, CPU) through a DevTools session, which it returns with the network enabled.
 */
export async function throttle(context, page, profile) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.requestLatencyMs,
    downloadThroughput: (profile.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (profile.uploadThroughputKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdownMultiplier });
  return cdp;
}

/**
 * A fresh phone in a Playwright `browser`: empty cache, Lighthouse's mobile screen and, unless
 * `throttled` is false, its mobile network and CPU throttling.
 */
export async function phonePage(browser, { throttled = true } = {}) {
  const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  if (throttled) await throttle(context, page, throttling.mobileSlow4G);
  return { context, page };
}

/** The main thread of renderer process `pid` in a DevTools trace's `events`, with its complete events. */
export function rendererMainThread(events, pid) {
  const { tid } = events.find(({ name, pid: of, args }) => name === 'thread_name' && of === pid && args.name === 'CrRendererMain');
  return { pid, tid, events: events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X') };
}

/** The process `rootPid` and every process it started, still running, by their ids (from /proc). */
export function processTree(rootPid) {
  const parents = new Map();
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // Gone meanwhile.
    }
  }
  const tree = [rootPid];
  for (let index = 0; index < tree.length; index++) for (const [pid, parent] of parents) if (parent === tree[index]) tree.push(pid);
  return tree;
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
