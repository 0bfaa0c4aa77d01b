// The editor's Publish API, in `next dev` only (`.dev.ts`: see next.config.mjs): app/_editor/publish/publish-api.ts.
export { GET, POST } from '@/app/_editor/publish/publish-api';
