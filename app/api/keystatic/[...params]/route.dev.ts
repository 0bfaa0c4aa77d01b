// The editor's API (Keystatic's local mode), in `next dev` only (`.dev.ts`: see next.config.mjs): lib/editor/saves/editor-api.ts.
export { GET, POST } from '@/lib/editor/saves/editor-api';
