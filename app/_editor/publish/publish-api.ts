// The editor's Publish view talks to this, at /api/publish in `next dev` only (app/api/publish/),
// and only to this machine's own browser (../editor-guard.ts): what is not yet published, Publish with
// its progress, Discard, the git identity commits are made as, and each entry's History.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { simpleGit } from 'simple-git';

import { keepTranslation } from '@/lib/content-reader/translation-originals.mjs';
import { translationFileOfEntry } from '@/lib/content-reader/translations.mjs';
import { COPY_IMAGES } from '@/lib/content-schema/entry-rules.mjs';
import { remoteRequestProblem } from '@/app/_editor/editor-guard';

import { entryFiles, publishedRefs, unpublishedChanges, type PublishState } from './changes';
import { discardEntry, discardField } from './discard';
import { fileAt } from './git-files';
import { filesAt, versionsOf } from './history';
import { identity, publish, repositoryProblem, setIdentity } from './publish';
import { interruptionNotice } from './saved-copy';
import { publishSettings } from './settings';
import { buildSite } from './site-build';
import { shownState } from './site-shown';

const projectRoot = process.cwd();

const refuse = (reason: string) => new Response(`The editor refused this request: ${reason}.`, { status: 403 });

async function publishState(): Promise<PublishState> {
  const git = simpleGit(projectRoot);
  const problem = await repositoryProblem(git);
  if (problem) return { problem, changes: [], hasIdentity: false, published: '', review: publishSettings.review };
  const refs = await publishedRefs(git);
  return {
    problem,
    changes: await unpublishedChanges(git, projectRoot, refs),
    hasIdentity: Boolean(await identity(git)),
    published: refs.published,
    review: publishSettings.review,
    interrupted: await interruptionNotice(git),
  };
}

const IMAGE_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif', svg: 'image/svg+xml' };

/** An image of the copy as published (`?image=<path>&side=published`) or as saved, for the view's thumbnails. */
async function image(path: string, side: string | null) {
  const type = IMAGE_TYPES[path.split('.').pop()!.toLowerCase()];
  if (!type || !path.startsWith(`${COPY_IMAGES}/`) || path.split('/').includes('..')) return new Response('Not an image of the copy.', { status: 404 });
  const git = simpleGit(projectRoot);
  const onDisk = join(projectRoot, path);
  const contents = side === 'published' ? await fileAt(git, (await publishedRefs(git)).published, path) : existsSync(onDisk) ? readFileSync(onDisk) : undefined;
  return contents ? new Response(new Uint8Array(contents), { headers: { 'content-type': type, 'cache-control': 'no-store' } }) : new Response('Not there.', { status: 404 });
}

/** An entry's published versions (`?history=home`, `?history=insights:<address>`), or its files at one of them (`&version=<commit>`), as a draft holds them. */
async function history(entry: string | null, version: string | null) {
  const described = entry === null ? undefined : entryFiles(projectRoot, entry);
  if (!described) return new Response('Not an entry of the editor.', { status: 404 });
  const git = simpleGit(projectRoot);
  const problem = await repositoryProblem(git);
  if (problem) return Response.json({ label: described.label, problem, versions: [] });
  if (version === null) return Response.json({ label: described.label, versions: await versionsOf(git, described) });
  if (!/^[0-9a-f]{40}$/.test(version)) return new Response('Not a version.', { status: 404 });
  const files = await filesAt(git, described, version);
  return Response.json({ files: Object.fromEntries([...files].map(([path, contents]) => [path, contents.toString('base64')])) });
}

/** Where a publish shows (`?shown=<commit>`, `&branch=<review branch>`), and whether that site holds it yet. */
async function shown(commit: string, branch: string | null) {
  if (!/^[0-9a-f]{40}$/.test(commit)) return new Response('Not a version.', { status: 404 });
  return Response.json(await shownState(simpleGit(projectRoot), commit, branch ?? undefined));
}

export async function GET(request: Request) {
  const remote = remoteRequestProblem(request.headers);
  if (remote) return refuse(remote);
  const query = new URL(request.url).searchParams;
  if (query.has('image')) return image(query.get('image')!, query.get('side'));
  if (query.has('history')) return history(query.get('history'), query.get('version'));
  if (query.has('shown')) return shown(query.get('shown')!, query.get('branch'));
  return Response.json(await publishState());
}

type Action =
  | { action: 'publish' }
  | { action: 'discard'; path: string; field?: string; entry?: string }
  | { action: 'identity'; name: string; email: string }
  | { action: 'still-fits'; entry: string; field: string };

/** One Publish at a time: a second press while one runs waits for nothing and is told so. */
let publishing = false;

export async function POST(request: Request) {
  const remote = remoteRequestProblem(request.headers);
  if (remote) return refuse(remote);
  const body = (await request.json().catch(() => ({}))) as Action;
  if (body.action === 'identity') {
    if (!body.name?.trim() || !/^\S+@\S+$/.test(body.email?.trim() ?? '')) return new Response('Give your name and an email address.', { status: 422 });
    await setIdentity(projectRoot, body.name, body.email);
    return Response.json(await publishState());
  }
  if (body.action === 'discard') {
    const { changes } = await publishState();
    const change = changes.find(({ path, entry }) => path === body.path || entry === body.entry);
    if (!change) return new Response('That change is no longer there.', { status: 404 });
    if (body.field !== undefined) {
      if (!change.fields.some(({ field }) => field === body.field)) return new Response('That field has no change to discard.', { status: 404 });
      await discardField(projectRoot, change.path, body.field);
    } else await discardEntry(projectRoot, change.entry);
    return Response.json(await publishState());
  }
  if (body.action === 'still-fits') {
    const file = translationFileOfEntry(String(body.entry));
    if (!file || !keepTranslation(projectRoot, file, String(body.field))) return new Response('That field has no translation to keep.', { status: 404 });
    return Response.json(await publishState());
  }
  if (body.action !== 'publish') return new Response('Unknown action.', { status: 400 });
  if (publishing) return new Response('A publish is already under way.', { status: 409 });

  // Each line is a JSON object: { step } while it runs, then { outcome }.
  publishing = true;
  const encoder = new TextEncoder();
  const stream = new ReadableStream({
    async start(controller) {
      const send = (message: object) => controller.enqueue(encoder.encode(`${JSON.stringify(message)}\n`));
      try {
        const outcome = await publish(projectRoot, {
          review: publishSettings.review,
          onStep: (step) => send({ step }),
          check: (onLine) => buildSite(projectRoot, onLine),
        });
        send({ outcome });
      } catch (error) {
        send({ outcome: { kind: 'refused', message: `Not published: ${(error as Error).message}. Nothing is lost: publish again to try once more.` } });
      } finally {
        publishing = false;
        controller.close();
      }
    },
  });
  return new Response(stream, { headers: { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'no-store' } });
}
