// The editor's API (Keystatic's local mode), in `next dev` only (`.dev.ts`: see next.config.mjs): app/_editor/saves/editor-api.ts.
export { GET, POST } from '@/app/_editor/saves/editor-api';
