import { type IncomingHttpHeaders, request } from 'node:http';

/**
 * A GET as it goes over the wire: the path sent byte for byte (HTTP clients would normalise `..`
 * and encodings away) and the body as the server sent it (Playwright's request decompresses it).
 */
export const rawGet = (baseURL: string, path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const { hostname, port } = new URL(baseURL);
    const req = request({ hostname, port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
