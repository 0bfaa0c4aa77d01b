// See ../tree/route.dev.ts.
export { POST } from '@/app/_editor/saves/editor-api';
