// See ../tree/route.dev.ts.
export { GET } from '@/app/_editor/saves/editor-api';
