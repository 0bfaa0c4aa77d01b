// A review request's preview (lib/deploy/review-plan.mjs, preview.mjs) on real folders and git
// repositories: a clone of the project's copy with a review branch, its plan, and its preview
// uploaded beside a live release on a local deploy target, pushed again, then removed.
import { mkdirSync, mkdtempSync, readFileSync, readlinkSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { deployPreview, removePreview } from '@/lib/deploy/preview.mjs';
import { previewAddress, previewName, QR_FILE } from '@/lib/deploy/preview-name.mjs';
import { reviewPlan } from '@/lib/deploy/review-plan.mjs';
import { deployTarget, RELEASE_FILE } from '@/lib/deploy/target.mjs';

import { clones, edit, git, HOME, removeClones } from './clones';

let folder: string;
let clone: string;

beforeAll(() => {
  folder = realpathSync(mkdtempSync(join(tmpdir(), 'review-preview-')));
  ({ clone } = clones({ remote: false }));
});

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
  removeClones();
});

describe('a review request’s plan', () => {
  const branch = 'copy/2026-12-05-ab12cd3';

  beforeEach(() => git(clone, 'checkout', '--quiet', '-B', branch, 'main'));
  afterEach(() => git(clone, 'checkout', '--quiet', 'main'));

  it('takes the copy path when the branch changes copy alone, and names the preview after the branch', () => {
    edit(clone, HOME, (copy) => (copy.hero.title = 'Reviewed words'));
    git(clone, 'commit', '--quiet', '--all', '--message', 'Copy');
    expect(reviewPlan({ event: 'open', branch, base: 'main', cwd: clone })).toMatchObject({ path: 'copy', name: 'copy-2026-12-05-ab12cd3', changed: [HOME] });
  });

  it('takes the whole suite when the branch changes anything else', () => {
    writeFileSync(join(clone, 'lib-change.ts'), 'export {};\n');
    git(clone, 'add', '--all');
    git(clone, 'commit', '--quiet', '--message', 'Code');
    expect(reviewPlan({ event: 'open', branch, base: 'main', cwd: clone }).path).toBe('code');
  });

  it('removes the preview once the request is closed or merged', () => {
    expect(reviewPlan({ event: 'close', branch, base: 'main', cwd: clone })).toMatchObject({ path: 'remove', name: 'copy-2026-12-05-ab12cd3' });
  });
});

describe('a preview’s name and address', () => {
  it('is a DNS label the same for every push to a branch, and two long branches keep two', () => {
    const long = `copy/${'a-very-long-branch-name-'.repeat(4)}`;
    expect(previewName('Copy/Home Page_2')).toBe('copy-home-page-2');
    expect(previewName(long)).toMatch(/^[a-z0-9-]{1,63}$/);
    expect(previewName(`${long}x`)).not.toBe(previewName(long));
    expect(previewAddress('copy-x', 'https://{name}.preview.example.com')).toBe('https://copy-x.preview.example.com');
  });
});

describe('a preview on the deploy target', () => {
  const branch = 'copy/a-review';
  let target: string;
  const build = (words: string) => {
    const out = mkdtempSync(join(folder, 'out-'));
    mkdirSync(join(out, '_next/static'), { recursive: true });
    writeFileSync(join(out, 'index.html'), `<h1>${words}</h1>`);
    writeFileSync(join(out, '_next/static/chunk.js'), 'chunk');
    return out;
  };
  const shown = () => readFileSync(join(target, 'previews', previewName(branch), 'site/index.html'), 'utf8');
  const live = () => readdirSync(join(target, 'live'), { recursive: true }).sort().join();

  beforeAll(() => {
    target = join(folder, 'host');
    mkdirSync(join(target, 'live/site'), { recursive: true });
    writeFileSync(join(target, 'live/site/index.html'), '<h1>Live</h1>');
    process.env.PREVIEW_ADDRESS = 'https://{name}.preview.example.com';
  });
  afterAll(() => delete process.env.PREVIEW_ADDRESS);

  it('is uploaded beside the live site, with what it shows and the QR code of its address; the live site is untouched', async () => {
    const before = live();
    const { name, address } = await deployPreview({ out: build('First'), commit: 'a'.repeat(40), branch, target: deployTarget(target) });
    expect(address).toBe(`https://${name}.preview.example.com`);
    expect(shown()).toBe('<h1>First</h1>');
    expect(JSON.parse(readFileSync(join(target, 'previews', name, 'site', RELEASE_FILE), 'utf8'))).toMatchObject({ commit: 'a'.repeat(40) });
    expect(readFileSync(join(target, 'previews', name, 'site', QR_FILE), 'utf8')).toContain('<svg');
    expect(live()).toBe(before);
    expect(readFileSync(join(target, 'live/site/index.html'), 'utf8')).toBe('<h1>Live</h1>');
  });

  it('is replaced in one step by a push again, keeping the upload before for a tab still open', async () => {
    const stamps = [new Date('2026-12-05T10:00:00Z'), new Date('2026-12-05T10:05:00Z'), new Date('2026-12-05T10:10:00Z')];
    for (const [index, now] of stamps.entries()) await deployPreview({ out: build(`Push ${index}`), commit: String(index).repeat(40), branch, target: deployTarget(target), now });
    const name = previewName(branch);
    expect(shown()).toBe('<h1>Push 2</h1>');
    expect(readlinkSync(join(target, 'previews', name))).toMatch(/^\.builds\/copy-a-review\.20261205T101000/);
    expect(readdirSync(join(target, 'previews/.builds')).filter((upload) => upload.startsWith(`${name}.`))).toHaveLength(2);
  });

  it('goes with all its uploads once the request is closed; another preview and the live site stay', async () => {
    await deployPreview({ out: build('Other'), commit: 'b'.repeat(40), branch: 'copy/another', target: deployTarget(target) });
    removePreview({ branch, target: deployTarget(target) });
    expect(readdirSync(join(target, 'previews')).sort()).toEqual(['.builds', 'copy-another']);
    expect(readdirSync(join(target, 'previews/.builds')).every((upload) => upload.startsWith('copy-another.'))).toBe(true);
    expect(readFileSync(join(target, 'live/site/index.html'), 'utf8')).toBe('<h1>Live</h1>');
  });
});
