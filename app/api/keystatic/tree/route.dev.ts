// The editor's calls at every open, save and link field have routes of their own beside
// [...params] (which serves the rest, app/_editor/saves/editor-api.ts): `next dev` starts a process
// at every request to a dynamic route, to list its paths.
export { GET } from '@/app/_editor/saves/editor-api';
