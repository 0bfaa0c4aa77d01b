// The static server's two middlewares ship no types: used as their READMEs show.
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export default function compression(): (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
}
declare module 'serve-handler' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export default function serveHandler(request: IncomingMessage, response: ServerResponse, config?: Record<string, unknown>): Promise<void>;
}
