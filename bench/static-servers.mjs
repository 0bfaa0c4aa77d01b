// Starts lib/hosting/static-server.mjs on each { port, folder } and resolves once all answer.
// The benches serve what they measure exactly as `npm start` and the e2e suite do.
import { spawn } from 'node:child_process';

export async function startStaticServers(servers) {
  const children = servers.map(({ port, folder }) =>
    spawn(process.execPath, ['lib/hosting/static-server.mjs', String(port), folder], { stdio: 'ignore' }),
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
