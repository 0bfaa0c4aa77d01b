// The dev server as another machine on the Wi-Fi meets it (dev-preview.spec.ts): whatever a
// request claims, it cannot write, read the editor's data or climb out of what the site shows.
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';

import { EDITOR_API, EDITOR_ROOT, editorApi, entryAddress } from '@/app/_editor/keystatic-internals/addresses.mjs';
import { networkAddresses } from '@/lib/dev-phone/network-addresses.mjs';
import { livePreviewAddress } from '@/app/_editor/live-preview/entries';

import { changedCopy } from '../support/copy-edits';
import { field } from '../support/editor-form';
import { expect, test } from '../support/test';

import { copyFile, devSite, editorUrl } from './dev-site';

export function fromTheWifiTests() {
  test.describe('from another machine on the Wi-Fi', () => {
    const [networkAddress] = networkAddresses(networkInterfaces());
    test.skip(!networkAddress, 'this machine has no network address besides the loopback');

    /** A request from this machine's network address, as another machine on the network sends it: its headers exactly as given. */
    const fromNetwork = (path: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const sent = httpRequest(
          { host: networkAddress, localAddress: networkAddress, port: devSite.server.port, method, path, headers, setHost: !('host' in headers) },
          (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk) => (text += chunk));
            response.on('end', () => resolve({ status: response.statusCode!, text }));
          },
        );
        sent.on('error', reject);
        sent.end(body);
      });

    /** Every way a sender may claim to be this machine's own browser. */
    const dressings = () => {
      const local = `localhost:${devSite.server.port}`;
      const claims = { 'x-forwarded-for': '127.0.0.1', forwarded: 'for=127.0.0.1;host=localhost', 'x-real-ip': '127.0.0.1' };
      return {
        none: {},
        Host: { host: local },
        'Host and Origin': { host: local, origin: `http://${local}` },
        'X-Forwarded-For': { host: local, origin: `http://${local}`, 'x-forwarded-for': claims['x-forwarded-for'] },
        Forwarded: { host: local, origin: `http://${local}`, forwarded: claims.forwarded },
        'X-Real-IP': { host: local, origin: `http://${local}`, 'x-real-ip': claims['x-real-ip'] },
        'all of them': { host: local, origin: `http://${local}`, ...claims },
      } as Record<string, Record<string, string>>;
    };

    test('whatever its headers claim, it cannot write, read the editor’s data, draw the preview or reach the dev tools', async ({ page }) => {
      // The live preview's server function, as this machine's editor calls it: replayed below from the network.
      await page.goto(editorUrl(entryAddress('about')));
      await expect(page.frameLocator('iframe[title^="Live preview"]').getByRole('heading', { level: 1 })).toBeVisible();
      const drawing = page.waitForRequest((sent) => sent.headers()['next-action'] !== undefined && (sent.postData() ?? '').includes('typed here'));
      await field(page, 'Introduction', 'Title').fill('About {brand}, typed here');
      const action = await drawing;
      const replay = (headers: Record<string, string>) => ({
        method: 'POST',
        headers: { ...headers, 'next-action': action.headers()['next-action'], 'content-type': 'text/plain;charset=UTF-8', accept: 'text/x-component' },
        body: action.postData() ?? '',
      });
      // Replayed from this machine, it draws: the replay is the real call.
      const drawnHere = await page.request.fetch(editorUrl(livePreviewAddress('about')), { ...replay({}), data: replay({}).body });
      expect(await drawnHere.text()).toContain('typed here');

      const phishing = changedCopy(copyFile('home.yaml'), (copy) => (copy.hero.actions.primary.href = 'https://phishing.example/login')).text;
      const update = JSON.stringify({ additions: [{ path: 'lib/content/home.yaml', contents: Buffer.from(phishing).toString('base64url') }], deletions: [] });
      const before = copyFile('home.yaml');
      for (const [dressing, headers] of Object.entries(dressings())) {
        const answers = {
          save: await fromNetwork(editorApi('update'), { method: 'POST', headers: { ...headers, 'content-type': 'application/json', 'no-cors': '1' }, body: update }),
          tree: await fromNetwork(editorApi('tree'), { headers }),
          'link targets': await fromNetwork(editorApi('link-targets'), { headers }),
          'live preview': await fromNetwork(livePreviewAddress('about'), { headers }),
          'preview’s server function': await fromNetwork(livePreviewAddress('about'), replay(headers)),
          'Next.js’s stack frames': await fromNetwork('/__nextjs_original-stack-frames', { method: 'POST', headers, body: '{}' }),
        };
        const summary = Object.entries(answers).map(([what, { status, text }]) => `${what}: ${status} ${text.slice(0, 80)}`);
        expect(answers.save.status, `${dressing}\n${summary.join('\n')}`).toBe(403);
        expect(answers.tree.status, dressing).toBe(403);
        expect(answers['link targets'].status, dressing).toBe(403);
        expect(answers['live preview'].status, dressing).toBe(404);
        expect(answers['preview’s server function'].text, dressing).toContain('The preview refused this request');
        expect(answers['preview’s server function'].text, dressing).not.toContain('typed here');
        expect(answers['Next.js’s stack frames'].status, dressing).toBe(403);
        // The editor's page itself says where it opens.
        expect((await fromNetwork(entryAddress('home'), { headers })).text, dressing).toContain('The editor opens on the computer that runs the dev server');
      }
      expect(copyFile('home.yaml')).toBe(before);
    });

    test('an encoded ../ on a dev route serves nothing outside what the site shows', async () => {
      const secrets = [readFileSync(join(devSite.project, 'package.json'), 'utf8'), copyFile('home.yaml')].map((file) => file.slice(0, 200));
      const climbs = ['..%2F..%2F..%2Fpackage.json', '%2e%2e%2f%2e%2e%2f%2e%2e%2fpackage.json', '..%252F..%252Fpackage.json', '..%5C..%5C..%5Cpackage.json', '..%2F..%2Flib%2Fcontent%2Fhome.yaml'];
      for (const route of ['/dev-images?name=', '/_next/static/', '/_next/', EDITOR_ROOT, EDITOR_API, editorApi('blob/'), '/live-preview?entry=', '/share-preview/', '/']) {
        for (const climb of climbs) {
          for (const answer of [await fromNetwork(`${route}${climb}`), await fetch(editorUrl(`${route}${climb}`)).then(async (response) => ({ status: response.status, text: await response.text() }))]) {
            for (const secret of secrets) expect(answer.text, `${route}${climb}: ${answer.status}`).not.toContain(secret);
          }
        }
      }
    });
  });
}
