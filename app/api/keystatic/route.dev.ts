// The editor's API (Keystatic's local mode), in `next dev` only (`.dev.ts`: see next.config.mjs):
// app/_editor/saves/editor-api.ts. Every call under /api/keystatic/ is rewritten here (next.config.mjs),
// and Keystatic reads the call from the address the browser asked for.
export { GET, POST } from '@/app/_editor/saves/editor-api';
