// The editor's Publish API, in `next dev` only (`.dev.ts`: see next.config.mjs): lib/editor/publish/publish-api.ts.
export { GET, POST } from '@/lib/editor/publish/publish-api';
