// What the benches share: the static servers, the phone profile's throttling, and the median of repeated runs.
import { spawn } from 'node:child_process';

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

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
