// A copy file read while git replaces it (lib/content-reader/settled-read.mjs): under the dev
// server, a `git pull` or Publish's merge deletes a file and writes it anew, and a loader that read
// in between once left the editor on a build error naming a file that was there.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { readSettledFile } from '@/lib/content-reader/settled-read.mjs';

let folder: string;
beforeEach(() => (folder = mkdtempSync(join(tmpdir(), 'settled-read-'))));
afterEach(() => rmSync(folder, { recursive: true, force: true }));

test('a file written again a moment after the read began is read whole', async () => {
  const file = join(folder, 'about.yaml');
  // Another process writes it, as git does, while this one waits.
  const writer = spawn('sh', ['-c', `sleep 0.1; printf 'intro:\\n  title: About\\n' > '${file}'`]);
  await new Promise((resolve) => writer.once('spawn', resolve));
  expect(readSettledFile(file)).toBe('intro:\n  title: About\n');
});

test('a file still missing after half a second is missing', () => {
  expect(() => readSettledFile(join(folder, 'gone.yaml'))).toThrow(/ENOENT/);
});
