// Under `next dev` only (`route.dev.ts`: see next.config.mjs): the images lib/images/card-images.ts
// made as the pages rendered, which the export copies into out/_next/static/images/ instead. The
// image is named by a query (imageUrl): `next dev` starts a process at every request to a dynamic
// route, to list its paths.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { IMAGE_CACHE } from '@/lib/images/image-files.mjs';

const TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', svg: 'image/svg+xml' };

export async function GET(request: Request) {
  const name = new URL(request.url).searchParams.get('name') ?? '';
  const type = TYPES[name.split('.').pop()!];
  const image = /^[\w-]+\.\w+$/.test(name) && type ? await readFile(join(process.cwd(), IMAGE_CACHE, name)).catch(() => undefined) : undefined;
  return image ? new Response(new Uint8Array(image), { headers: { 'content-type': type } }) : new Response('Not found', { status: 404 });
}
