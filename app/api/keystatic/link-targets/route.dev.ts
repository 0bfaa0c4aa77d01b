// See ../tree/route.dev.ts.
export { GET } from '@/lib/editor/saves/editor-api';
