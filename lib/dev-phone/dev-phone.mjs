// `npm run dev:phone`: the development server, reachable from a phone on the same network. The
// dev server listens on this machine only, as under `npm run dev`; a gate on each of the machine's
// network addresses hands the phone's requests on to it (network-gate.mjs), so the editor can
// tell them from this machine's own. Lets those addresses (and any in DEV_ORIGINS, for a tunnel)
// load the dev scripts and the live-reload socket, and prints the URL to open on the phone for
// each address, with a QR code for the first. Honours PORT like `next dev`.
import { spawn } from 'node:child_process';
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';

import { renderUnicodeCompact } from 'uqr';

import { nextCommand } from '../next-internals/dev-server.mjs';
import { openGates } from './network-gate.mjs';
import { devOrigins, networkAddresses } from './network-addresses.mjs';

const port = process.env.PORT || '3000';
const addresses = networkAddresses(networkInterfaces());
const origins = devOrigins(addresses, process.env.DEV_ORIGINS);
const urls = origins.map((host) => `http://${host}:${port}/`);

const next = spawn(process.execPath, [nextCommand(), 'dev', '--hostname', 'localhost', '--port', port], {
  stdio: 'inherit',
  env: { ...process.env, DEV_ORIGINS: origins.join(',') },
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => next.kill(signal));
next.on('exit', (code) => process.exit(code ?? 0));

// A tunnel's host name is reached through the tunnel's own program; an address of this machine, through a gate.
await openGates(origins.filter((origin) => isIP(origin)), port, `http://localhost:${port}`);

if (urls.length === 0) {
  console.log('No network address found: is this machine on a network? Set DEV_ORIGINS to the host a phone will use.');
} else {
  console.log(`\nOpen on your phone (same Wi-Fi): ${urls.join('  ')}\n`);
  console.log(renderUnicodeCompact(urls[0]));
  console.log('The dev server is reachable from this network while it runs: the editor opens on this computer only. Stop it with Ctrl+C.\n');
}
