// The editor's API (Keystatic's local mode: it reads and writes the repository's files), in
// `next dev` only (`route.dev.ts`: see next.config.mjs). lib/content/editor-guard.ts decides what
// it may answer and write.
import { makeRouteHandler } from '@keystatic/next/route-handler';

import { remoteRequestProblem, updateProblem } from '@/lib/content/editor-guard';
import config, { copyFiles } from '@/lib/content/schema.mjs';

const keystatic = makeRouteHandler({ config });

const refuse = (reason: string) => new Response(`The editor refused this request: ${reason}.`, { status: 403 });

export async function GET(request: Request) {
  const remote = remoteRequestProblem(request.headers);
  return remote ? refuse(remote) : keystatic.GET(request);
}

export async function POST(request: Request) {
  const remote = remoteRequestProblem(request.headers);
  if (remote) return refuse(remote);
  const update = await request
    .clone()
    .json()
    .catch(() => ({}));
  const problem = await updateProblem(update, process.cwd(), copyFiles);
  return problem ? refuse(problem) : keystatic.POST(request);
}
