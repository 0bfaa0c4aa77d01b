// The static server's two middlewares ship no types: used as their READMEs show.
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export default function compression(): (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
}
declare module 'serve-handler' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  /** Its README's "Middleware": file-system methods that replace its own. */
  type Methods = { lstat?: (path: string) => Promise<import('node:fs').Stats>; createReadStream?: (path: string, options?: unknown) => import('node:fs').ReadStream };
  export default function serveHandler(request: IncomingMessage, response: ServerResponse, config?: Record<string, unknown>, methods?: Methods): Promise<void>;
}
