// See ../tree/route.dev.ts.
export { POST } from '@/lib/editor/saves/editor-api';
