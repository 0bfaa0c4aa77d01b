// Whether a publish shows yet, as the Publish view asks it: a site's release.json, served here by a
// local server at <name>.preview.localhost, read against a real repository's history.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { simpleGit } from 'simple-git';

import { publishSettings } from '@/app/_editor/publish/settings';
import { shownState } from '@/app/_editor/publish/site-shown';
import { RELEASE_FILE, releaseFile } from '@/lib/deploy/target.mjs';
import { siteConfig } from '@/lib/site';

import { clones, edit, git, HOME, removeClones } from './clones';

let released: string | undefined;
let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((request, response) => {
    const preview = request.headers.host?.split('.')[0];
    if (request.url !== `/${RELEASE_FILE}` || preview !== 'copy-the-branch' || !released) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(releaseFile(released, 'build', new Date()));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  port = (server.address() as AddressInfo).port;
  publishSettings.previewAddress = `http://{name}.preview.localhost:${port}`;
});
afterAll(async () => {
  removeClones();
  await new Promise((closed) => server.close(closed));
});

describe('the preview of a review branch', () => {
  test('does not show a commit while it holds none or an earlier one, and shows it once it holds it or a later one', async () => {
    const { clone } = clones();
    const first = git(clone, 'rev-parse', 'HEAD');
    edit(clone, HOME, (copy) => (copy.hero.title = 'A new headline'));
    git(clone, 'commit', '--quiet', '--all', '--message', 'Copy');
    const pushed = git(clone, 'rev-parse', 'HEAD');
    const shown = () => shownState(simpleGit(clone), pushed, 'copy/the-branch');
    const address = `http://copy-the-branch.preview.localhost:${port}`;

    released = undefined;
    expect(await shown()).toEqual({ address, shows: false });
    released = first;
    expect(await shown()).toEqual({ address, shows: false });
    released = pushed;
    expect(await shown()).toEqual({ address, shows: true });
    edit(clone, HOME, (copy) => (copy.hero.title = 'A colleague’s headline'));
    git(clone, 'commit', '--quiet', '--all', '--message', 'Later copy');
    released = git(clone, 'rev-parse', 'HEAD');
    expect(await shown()).toEqual({ address, shows: true });
  });

  test('has no address where no preview address is set, and a publish to the published branch is asked of the live site', async () => {
    const { clone } = clones();
    const commit = git(clone, 'rev-parse', 'HEAD');
    const template = publishSettings.previewAddress;
    publishSettings.previewAddress = undefined;
    try {
      expect(await shownState(simpleGit(clone), commit, 'copy/the-branch')).toEqual({ address: null, shows: false });
    } finally {
      publishSettings.previewAddress = template;
    }
    expect((await shownState(simpleGit(clone), commit)).address).toBe(`${siteConfig.url}/`);
  });
});
