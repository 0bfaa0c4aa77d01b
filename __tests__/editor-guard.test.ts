/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

import sharp from 'sharp';

import { editorCollections } from '@/lib/content-schema/schema.mjs';
import { remoteRequestProblem, updateProblem } from '@/app/_editor/editor-guard';

const request = (headers: Record<string, string>) => new Headers(headers);

describe('the editor answers only this machine', () => {
  it('answers the browser of this machine', () => {
    expect(remoteRequestProblem(request({ host: 'localhost:3000', origin: 'http://localhost:3000', 'x-forwarded-for': '::1' }))).toBeUndefined();
    expect(remoteRequestProblem(request({ host: '127.0.0.1:3000', 'x-forwarded-for': '::ffff:127.0.0.1' }))).toBeUndefined();
  });

  it('refuses a phone on the Wi-Fi, another site, and a forwarded address from the network', () => {
    expect(remoteRequestProblem(request({ host: '192.168.1.20:3000', origin: 'http://192.168.1.20:3000' }))).toBe('it was sent to 192.168.1.20:3000, not to localhost');
    expect(remoteRequestProblem(request({ host: 'localhost:3000', origin: 'https://evil.example', 'x-forwarded-for': '::1' }))).toBe('it came from a page of https://evil.example');
    expect(remoteRequestProblem(request({ host: 'localhost:3000', 'x-forwarded-for': '192.168.1.20' }))).toBe('it came from 192.168.1.20');
    // Every address named must be the loopback.
    expect(remoteRequestProblem(request({ host: 'localhost:3000', 'x-forwarded-for': '127.0.0.1, 192.168.1.20' }))).toBe('it came from 127.0.0.1, 192.168.1.20');
    expect(remoteRequestProblem(request({ host: 'localhost:3000' }))).toBe('it names no address it came from');
  });
});

describe('the editor writes only copy files and the cards’ drawings and photos, inside their folders', () => {
  const project = mkdtempSync(join(tmpdir(), 'editor-guard-'));
  const outside = mkdtempSync(join(tmpdir(), 'outside-'));
  mkdirSync(join(project, 'lib/content/images/home'), { recursive: true });
  writeFileSync(join(outside, 'secret.yaml'), '');
  symlinkSync(outside, join(project, 'lib/content/images/home/elsewhere'));
  symlinkSync(join(outside, 'secret.yaml'), join(project, 'lib/content/about.yaml'));
  afterAll(() => [project, outside].forEach((folder) => rmSync(folder, { recursive: true })));

  const copyFiles = new Set(['lib/content/home.yaml', 'lib/content/about.yaml']);
  const drawing = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 300"><rect width="480" height="300"/></svg>';
  const image = (extension: string) => `lib/content/images/home/cards/0/illustration/src.${extension}`;
  const adding = (path: string, contents: string | Buffer = drawing) => ({ additions: [{ path, contents: Buffer.from(contents).toString('base64url') }], deletions: [] });
  const problemOf = (update: Parameters<typeof updateProblem>[0]) => updateProblem(update, project, { copyFiles, collections: [...editorCollections.values()] });
  const photo = (format: 'jpeg' | 'png' | 'webp' | 'avif') => sharp({ create: { width: 64, height: 40, channels: 3, background: '#3a6ea5' } })[format]().toBuffer();

  it('writes a copy file, an SVG drawing and a JPEG, PNG, WebP or AVIF photo in a page’s folder', async () => {
    expect(await problemOf(adding('lib/content/home.yaml', 'title: x\n'))).toBeUndefined();
    expect(await problemOf(adding(image('svg')))).toBeUndefined();
    for (const [extension, format] of [['jpg', 'jpeg'], ['jpeg', 'jpeg'], ['png', 'png'], ['webp', 'webp'], ['avif', 'avif']] as const) {
      expect(await problemOf(adding(image(extension), await photo(format)))).toBeUndefined();
    }
  });

  it.each([
    ['lib/content/../../package.json', 'is neither a copy file, an article, a landing page nor a drawing or photo in lib/content/images/'],
    ['/etc/passwd', 'is neither a copy file, an article, a landing page nor a drawing or photo in lib/content/images/'],
    ['lib/content/home.ts', 'is neither a copy file, an article, a landing page nor a drawing or photo in lib/content/images/'],
    ['lib/content/images/home/../../../../app/page.svg', 'is neither a copy file, an article, a landing page nor a drawing or photo in lib/content/images/'],
    ['lib/content/images/home/photo.heic', 'is neither a copy file, an article, a landing page nor a drawing or photo in lib/content/images/'],
    ['lib/content/images/home/elsewhere/src.svg', 'leads out of its folder'],
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
  ])('refuses the drawing %s', async (svg, reason) => {
    expect(await problemOf(adding(image('svg'), svg))).toBe(`${image('svg')} ${reason}`);
  });

  it('refuses a file that is not the image it claims, one over 20 MB, and one over 50 megapixels', async () => {
    expect(await problemOf(adding(image('jpg'), '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'))).toBe(`${image('jpg')} is not a JPEG image, whatever its name says`);
    expect(await problemOf(adding(image('webp'), await photo('png')))).toBe(`${image('webp')} is not a WebP image, whatever its name says`);
    expect(await problemOf(adding(image('jpg'), Buffer.alloc(21 * 1024 * 1024)))).toBe(`${image('jpg')} is 21.0 MB: a photo may be 20 MB at most`);
    // A decompression bomb: a PNG of a few bytes that says it is 30000 × 30000.
    expect(await problemOf(adding(image('png'), pngOfSize(30_000, 30_000)))).toBe(
      `${image('png')} is 30000 × 30000 pixels (900 megapixels): a photo may have 50 megapixels at most`,
    );
  });

  it('writes and deletes an article and a landing page, and refuses a file beside them that is not one', async () => {
    for (const entry of ['lib/content/insights/grid-queues.mdoc', 'lib/content/pages/grid-week-2027.yaml']) {
      expect(await problemOf({ additions: [{ path: entry, contents: Buffer.from('title: T\n').toString('base64url') }] })).toBeUndefined();
      expect(await problemOf({ additions: [], deletions: [{ path: entry }] })).toBeUndefined();
    }
    for (const path of ['lib/content/insights/Grid_Queues.mdoc', 'lib/content/insights/grid.yaml', 'lib/content/insights/../../../x.mdoc', 'lib/content/pages/grid.mdoc', 'lib/content/pages/Grid_Week.yaml']) {
      expect(await problemOf(adding(path))).toBe(`${path} is neither a copy file, an article, a landing page nor a drawing or photo in lib/content/images/`);
    }
  });

  it('refuses to delete a copy file', async () => {
    expect(await problemOf({ additions: [], deletions: [{ path: 'lib/content/home.yaml' }] })).toBe('lib/content/home.yaml is a copy file: it can be changed, not deleted');
  });
});

/** The header of a PNG of `width` × `height` pixels, which is all an image reader looks at first. */
function pngOfSize(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(0))), chunk('IEND', Buffer.alloc(0))]);
}
