// What both benches use: the static servers, and the median of repeated runs.
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

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
