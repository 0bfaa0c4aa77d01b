// The editor's calls at every open, save and link field have routes of their own beside
// [...params] (which serves the rest, lib/editor/saves/editor-api.ts): `next dev` starts a process
// at every request to a dynamic route, to list its paths.
export { GET } from '@/lib/editor/saves/editor-api';
