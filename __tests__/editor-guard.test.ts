/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { remoteRequestProblem, updateProblem } from '@/lib/content/editor-guard';

const request = (headers: Record<string, string>) => new Headers(headers);

describe('the editor answers only this machine', () => {
  it('answers the browser of this machine', () => {
    expect(remoteRequestProblem(request({ host: 'localhost:3000', origin: 'http://localhost:3000', 'x-forwarded-for': '::1' }))).toBeUndefined();
    expect(remoteRequestProblem(request({ host: '127.0.0.1:3000', 'x-forwarded-for': '::ffff:127.0.0.1' }))).toBeUndefined();
  });

  it('refuses a phone on the Wi-Fi, another site, and a forwarded address from the network', () => {
    expect(remoteRequestProblem(request({ host: '192.168.1.20:3000', origin: 'http://192.168.1.20:3000' }))).toBe('it was sent to 192.168.1.20:3000, not to localhost');
    expect(remoteRequestProblem(request({ host: 'localhost:3000', origin: 'https://evil.example' }))).toBe('it came from a page of https://evil.example');
    expect(remoteRequestProblem(request({ host: 'localhost:3000', 'x-forwarded-for': '192.168.1.20' }))).toBe('it came from 192.168.1.20');
  });
});

describe('the editor writes only copy files and SVG drawings, inside their folders', () => {
  const project = mkdtempSync(join(tmpdir(), 'editor-guard-'));
  const outside = mkdtempSync(join(tmpdir(), 'outside-'));
  mkdirSync(join(project, 'lib/content'), { recursive: true });
  mkdirSync(join(project, 'public/illustrations/home'), { recursive: true });
  writeFileSync(join(outside, 'secret.yaml'), '');
  symlinkSync(outside, join(project, 'public/illustrations/home/elsewhere'));
  symlinkSync(join(outside, 'secret.yaml'), join(project, 'lib/content/about.yaml'));
  afterAll(() => [project, outside].forEach((folder) => rmSync(folder, { recursive: true })));

  const copyFiles = new Set(['lib/content/home.yaml', 'lib/content/about.yaml']);
  const drawing = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 300"><rect width="480" height="300"/></svg>';
  const adding = (path: string, contents = drawing) => ({ additions: [{ path, contents: Buffer.from(contents).toString('base64url') }], deletions: [] });
  const problemOf = (update: Parameters<typeof updateProblem>[0]) => updateProblem(update, project, copyFiles);

  it('writes a copy file and an SVG drawing in a page’s folder', async () => {
    expect(await problemOf(adding('lib/content/home.yaml', 'title: x\n'))).toBeUndefined();
    expect(await problemOf(adding('public/illustrations/home/cards/0/illustration/src.svg'))).toBeUndefined();
  });

  it.each([
    ['lib/content/../../package.json', 'is neither a copy file nor an SVG in public/illustrations/'],
    ['/etc/passwd', 'is neither a copy file nor an SVG in public/illustrations/'],
    ['lib/content/home.ts', 'is neither a copy file nor an SVG in public/illustrations/'],
    ['public/illustrations/home/../../../app/page.svg', 'is neither a copy file nor an SVG in public/illustrations/'],
    ['public/illustrations/home/photo.png', 'is neither a copy file nor an SVG in public/illustrations/'],
    ['public/illustrations/home/elsewhere/src.svg', 'leads out of its folder'],
    ['lib/content/about.yaml', 'leads out of its folder'],
  ])('refuses %s', async (path, reason) => {
    expect(await problemOf(adding(path))).toBe(`${path} ${reason}`);
  });

  it.each([
    ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'holds a script'],
    ['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>', 'holds a script'],
    ['<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><rect/></a></svg>', 'holds a script'],
    ['<svg xmlns="http://www.w3.org/2000/svg"><style>rect{fill:red}</style></svg>', 'holds a style: draw it with attributes only'],
    ['<html><body>not a drawing</body></html>', 'is not an SVG drawing'],
  ])('refuses the upload %s', async (svg, reason) => {
    expect(await problemOf(adding('public/illustrations/home/cards/0/illustration/src.svg', svg))).toBe(`public/illustrations/home/cards/0/illustration/src.svg ${reason}`);
  });

  it('refuses to delete a copy file', async () => {
    expect(await problemOf({ additions: [], deletions: [{ path: 'lib/content/home.yaml' }] })).toBe('lib/content/home.yaml is a copy file: it can be changed, not deleted');
  });
});
