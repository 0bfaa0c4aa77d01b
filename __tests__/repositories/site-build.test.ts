// Publish's build check (app/_editor/publish/site-build.ts) on a project whose build is one small script:
// every line it prints is heard, a failure is told by its last lines, and the dev server's own
// settings stay out of it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { buildSite } from '@/app/_editor/publish/site-build';

const projects: string[] = [];
afterAll(() => projects.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A project whose `npm run build` runs `script`. */
function projectBuilding(script: string) {
  const dir = mkdtempSync(join(tmpdir(), 'site-build-'));
  projects.push(dir);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'site', private: true, scripts: { build: 'node build.js' } }));
  writeFileSync(join(dir, 'build.js'), script);
  return dir;
}

test('hears each line of the build, and tells a failure by its last lines, run without the dev server’s NODE_ENV', async () => {
  Object.assign(process.env, { NODE_ENV: 'development', __NEXT_PRIVATE_FLAG: 'dev' });
  const dir = projectBuilding(`for (let line = 1; line <= 20; line++) console.log('line ' + line);
console.error('NODE_ENV ' + (process.env.NODE_ENV ?? 'unset') + ', flag ' + (process.env.__NEXT_PRIVATE_FLAG ?? 'unset'));
process.exit(1);`);
  const heard: string[] = [];
  const failed = await buildSite(dir, (line) => heard.push(line));
  expect(heard).toEqual(expect.arrayContaining(['line 1', 'line 20', 'NODE_ENV unset, flag unset']));
  expect(failed?.split('\n')).toHaveLength(15);
  expect(failed).toContain('line 20');
  expect(failed).not.toContain('line 5\n');
});

test('resolves to nothing when the build succeeds', async () => {
  expect(await buildSite(projectBuilding("console.log('built');"), () => {})).toBeUndefined();
});
