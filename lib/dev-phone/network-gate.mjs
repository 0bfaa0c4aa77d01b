// How a phone on the Wi-Fi reaches the dev server, and what it may not do there. The dev server
// itself listens on this machine's loopback only; the gate listens on the machine's network
// addresses and hands each request on to it, saying in X-Forwarded-For which address the request
// really came from. The editor's guard (app/_editor/editor-guard.ts) reads that address: a
// request to the dev server either came through the gate, which wrote the header from the
// connection itself, or came from this machine. A header the sender set never reaches it.
import { createServer } from 'node:http';

import { createProxyServer } from 'http-proxy-3';

import { DEVELOPER_ENDPOINTS } from '../next-internals/dev-server.mjs';

/** Headers by which a sender may claim to have come from elsewhere: the gate says that itself. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-port', 'x-forwarded-proto', 'x-real-ip', 'x-client-ip'];


/** The request's headers as the dev server is to see them: the peer's real address, and nothing a sender claimed. */
/**
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {string | undefined} remoteAddress
 */
export function forwardedHeaders(headers, remoteAddress) {
  const forwarded = { ...headers };
  for (const name of FORWARDING_HEADERS) delete forwarded[name];
  forwarded['x-forwarded-for'] = remoteAddress ?? 'unknown';
  return forwarded;
}

/** Why the gate answers `path` itself instead of handing it on, or undefined when it hands it on. */
export function refusal(path = '/') {
  let decoded;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return 'its address is not well formed';
  }
  return DEVELOPER_ENDPOINTS.test(decoded) ? 'the dev server’s own tools answer this computer only' : undefined;
}

/**
 * Opens the dev server at `target` (http://localhost:PORT) to the network: a gate on each of
 * `addresses` at `port`, pages, scripts and the live-reload socket handed on. Resolves once every
 * gate listens (an address this machine cannot listen on is reported and left out); `close` shuts them.
 */
/**
 * @param {string[]} addresses
 * @param {number | string} port
 * @param {string} target
 */
export async function openGates(addresses, port, target) {
  const proxy = createProxyServer({ target, ws: true });
  const refuse = (/** @type {import('node:http').ServerResponse} */ response, /** @type {string} */ reason) => {
    response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' });
    response.end(`Refused: ${reason}. Open it on the computer that runs the dev server.`);
  };
  proxy.on('error', (error, _request, response) => {
    // A socket (the live-reload one) has no status to send; a page does.
    if (!('writeHead' in response)) return response.destroy();
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    response.end(`The dev server did not answer (${/** @type {NodeJS.ErrnoException} */ (error).code ?? error.message}); it may still be starting.`);
  });

  const servers = addresses.map((address) => {
    const server = createServer((request, response) => {
      const reason = refusal(request.url);
      if (reason) return refuse(response, reason);
      request.headers = forwardedHeaders(request.headers, request.socket.remoteAddress);
      proxy.web(request, response);
    });
    server.on('upgrade', (request, socket, head) => {
      if (refusal(request.url)) return socket.destroy();
      request.headers = forwardedHeaders(request.headers, request.socket.remoteAddress);
      proxy.ws(request, socket, head);
    });
    return new Promise((settled) => {
      server.once('error', (error) => {
        console.warn(`Not reachable at ${address}:${port}: ${/** @type {NodeJS.ErrnoException} */ (error).code ?? error.message}`);
        settled(undefined);
      });
      server.listen(Number(port), address, () => settled(server));
    });
  });
  const listening = (await Promise.all(servers)).filter(Boolean);
  return { close: () => Promise.all(listening.map((server) => new Promise((closed) => server.close(closed)))).then(() => proxy.close()) };
}
