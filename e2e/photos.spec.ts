// A phone's photo on two cards, as a marketer puts it there: the first card of Features (on the
// first screen, a photo full of fine detail) and the second of Home (further down); and, held
// upright, in an article's body. The site is built with them and the export checked for what a
// visitor gets: AVIF and WebP at each width, nothing of the photo's EXIF, no original, and on a
// phone the file its byte budget allows. Project `builds` (Chromium) runs this file.
import { appendFileSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

import sharp from 'sharp';

import { featuresCopy, homeCopy } from '@/lib/content-reader';
import { filesIn } from '@/lib/hosting/html-files.mjs';
import { PHOTO_WIDTHS } from '@/lib/images/card-images';
import { siteArticles } from '@/lib/site-articles';

import { byteBudget } from './support/byte-budget';
import { expectHydrated } from './support/hydration';
import { buildSite, removeBuild, type SiteBuild } from './support/line-builds';
import { startServer } from './support/servers';
import { expect, test } from './support/test';
import { phonePhoto } from './support/test-photo';

test.describe.configure({ mode: 'serial' });

const BUDGET = JSON.parse(readFileSync('bench/budget.json', 'utf8')).bytes.image as number;
const CARDS = [
  { page: 'features', path: '/features/', copy: featuresCopy.cards[0], firstScreen: true },
  { page: 'home', path: '/', copy: homeCopy.cards[1], firstScreen: false },
];

/** A photo taken upright and a drawing twice as tall as wide, in the body of the newest article. */
const BODY_PHOTO = { article: siteArticles()[0], src: 'images/insights/body-photo/upright.jpg', alt: 'A substation bay, taken upright.' };
const BODY_DRAWING = {
  src: 'images/insights/body-photo/tall-chart.svg',
  alt: 'A chart twice as tall as wide.',
  svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 600"><rect width="300" height="600" fill="#38bdf8"/></svg>',
};

/**
 * A drawing as a drawing program exports it, too large to write into the page (a thousand
 * scattered dots, 7 kB compressed), on the first screen: the cover of the second-newest article.
 */
const LARGE_DRAWING = (() => {
  let seed = 1;
  const next = (range: number) => ((seed = (seed * 48271) % 2147483647) % range);
  const dots = Array.from({ length: 1000 }, () => `<circle cx="${next(480)}" cy="${next(300)}" r="${1 + next(4)}" fill="#38bdf8"/>`);
  return { article: siteArticles()[1], svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 300">${dots.join('')}</svg>` };
})();

let build: SiteBuild;
let server: Awaited<ReturnType<typeof startServer>>;

test.beforeAll(async () => {
  const photo = await phonePhoto();
  // The first screen's, as full of fine detail as a photo gets: over its budget at the quality others are made at.
  const detailedPhoto = await phonePhoto(2041, { fineDetail: true });
  const upright = await sharp(photo).rotate(90).jpeg().toBuffer();
  build = buildSite(process.execPath, (dir) => {
    for (const { page, copy, firstScreen } of CARDS) {
      const src = copy.illustration.src.replace(/\.svg$/, '.jpg');
      writeFileSync(join(dir, 'lib/content', src), firstScreen ? detailedPhoto : photo);
      const copyFile = join(dir, `lib/content/${page}.yaml`);
      writeFileSync(copyFile, readFileSync(copyFile, 'utf8').replace(copy.illustration.src, src));
    }
    mkdirSync(join(dir, 'lib/content', dirname(BODY_PHOTO.src)), { recursive: true });
    writeFileSync(join(dir, 'lib/content', BODY_PHOTO.src), upright);
    writeFileSync(join(dir, 'lib/content', BODY_DRAWING.src), BODY_DRAWING.svg);
    writeFileSync(join(dir, 'lib/content', LARGE_DRAWING.article.cover.src), LARGE_DRAWING.svg);
    appendFileSync(
      join(dir, 'lib/content/insights', `${BODY_PHOTO.article.slug}.mdoc`),
      `\n![${BODY_PHOTO.alt}](${BODY_PHOTO.src})\n\n![${BODY_DRAWING.alt}](${BODY_DRAWING.src})\n`,
    );
  });
  server = await startServer(process.execPath, ['lib/hosting/static-server.mjs', '$PORT', 'out', '--site-headers'], { cwd: build.dir });
});

test.afterAll(async () => {
  await server?.stop();
  if (build) removeBuild(build);
});

/** The <picture> of a card's photo in the exported page, as its attributes. */
function exportedPicture(path: string, alt: string) {
  const html = readFileSync(join(build.out, path, 'index.html'), 'utf8');
  const picture = [...html.matchAll(/<picture>([\s\S]*?)<\/picture>/g)].map(([, inner]) => inner).find((inner) => inner.includes(`alt="${alt}"`));
  expect(picture, `a picture for “${alt}” on ${path}`).toBeDefined();
  const attributes = (tag: string) => Object.fromEntries([...tag.matchAll(/\s([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name.toLowerCase(), value]));
  return {
    sources: [...picture!.matchAll(/<source[^>]*>/g)].map(([tag]) => attributes(tag)),
    img: attributes(picture!.match(/<img[^>]*>/)![0]),
  };
}

test('the export holds each photo as AVIF and WebP at the widths cards are laid out at, without its EXIF, and never the original', async () => {
  for (const { path, copy } of CARDS) {
    const { sources, img } = exportedPicture(path, copy.illustration.alt);
    expect(sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect([img.width, img.height]).toEqual(['1080', '675']);
    for (const source of sources) {
      const candidates = source.srcset.split(', ').map((candidate) => candidate.split(' '));
      expect(candidates.map(([, width]) => width)).toEqual(PHOTO_WIDTHS.map((width) => `${width}w`));
      for (const [url, width] of candidates) {
        const file = join(build.out, url);
        const metadata = await sharp(file).metadata();
        expect(metadata.format, url).toBe(source.type === 'image/avif' ? 'heif' : 'webp');
        expect([metadata.width, metadata.height], url).toEqual([Number.parseInt(width, 10), (Number.parseInt(width, 10) * 5) / 8]);
        // No GPS position, camera or owner: no EXIF, XMP or IPTC at all.
        expect([metadata.exif, metadata.xmp, metadata.iptc], url).toEqual([undefined, undefined, undefined]);
      }
    }
  }
  const files = [...filesIn(build.out)];
  expect(files.filter((file) => /\.jpe?g$/i.test(file))).toEqual([]);
  expect(files.filter((file) => statSync(join(build.out, file)).size > 1_000_000)).toEqual([]);
});

test('a photo or drawing in an article’s body keeps its own shape: one taken upright is not cut to a card’s 8:5, and is seen whole on a wide screen', async ({ page }) => {
  const { sources, img } = exportedPicture(BODY_PHOTO.article.href, BODY_PHOTO.alt);
  expect(Number(img.height) / Number(img.width)).toBeCloseTo(4 / 3, 2);
  for (const source of sources) {
    for (const [url] of source.srcset.split(', ').map((candidate) => candidate.split(' '))) {
      const { width, height } = await sharp(join(build.out, url)).metadata();
      expect(height / width, url).toBeCloseTo(4 / 3, 2);
    }
  }
  // On a wide screen (the project's desktop), within the window's height; and the page's HTML
  // matches its script (a figure inside a paragraph would not).
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${server.origin}${BODY_PHOTO.article.href}`);
  const photo = page.getByRole('img', { name: BODY_PHOTO.alt });
  await photo.scrollIntoViewIfNeeded();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  const box = (await photo.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  expect(box.height / box.width).toBeCloseTo(4 / 3, 1);
  const drawing = page.getByRole('img', { name: BODY_DRAWING.alt });
  await drawing.scrollIntoViewIfNeeded();
  await expect.poll(() => drawing.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  // Its size, as the page declares it to keep its place, is the drawing's own 1:2.
  expect(await drawing.evaluate((image) => Number(image.getAttribute('height')) / Number(image.getAttribute('width')))).toBeCloseTo(2, 1);
  expect((await drawing.boundingBox())!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  await expectHydrated(page);
  expect(errors).toEqual([]);
});

test('a drawing too large to write into the page comes as a file, asked for first; the byte budget holds with the photos and that drawing', async ({ page }) => {
  expect(gzipSync(LARGE_DRAWING.svg).length).toBeGreaterThan(4_000);
  await page.goto(`${server.origin}${LARGE_DRAWING.article.href}`);
  const cover = page.getByRole('img', { name: LARGE_DRAWING.article.cover.alt });
  await expect(cover).toHaveAttribute('fetchpriority', 'high');
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  const { held, report } = byteBudget(build.out);
  expect(held, report).toBe(true);
});

test('the first screen’s photo comes with the page, first; one further down waits for the visitor; both keep their place and colours', () => {
  for (const { path, copy, firstScreen } of CARDS) {
    const { img } = exportedPicture(path, copy.illustration.alt);
    if (firstScreen) {
      expect(img.fetchpriority).toBe('high');
      expect(img.loading).toBeUndefined();
    } else {
      expect([img.loading, img.decoding, img.fetchpriority]).toEqual(['lazy', 'async', undefined]);
    }
    const html = readFileSync(join(build.out, path, 'index.html'), 'utf8');
    const card = html.slice(html.indexOf(`aria-label="${copy.title}"`));
    // The placeholder: the photo's colours in squares drawn in the page, before the picture.
    expect(card.slice(0, card.indexOf('<picture>')).match(/<rect [^>]*fill="#[0-9a-f]{6}"/g)).toHaveLength(15);
  }
});

test.describe('on a phone 375px wide at 2×', () => {
  test.use({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 2, isMobile: true });

  test('the first screen’s photo is the AVIF made for its width, within its byte budget, shown without moving anything; a later one shows when reached', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = ((window as unknown as { layoutShifts: number[] }).layoutShifts = []);
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => shifts.push((entry as PerformanceEntry & { value: number }).value))).observe({
        type: 'layout-shift',
        buffered: true,
      });
    });
    const fetched = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.url().includes('/_next/static/images/')) fetched.set(new URL(response.url()).pathname, (await response.body()).length);
    });
    await page.goto(`${server.origin}/features/`);
    const photo = page.getByRole('img', { name: CARDS[0].copy.illustration.alt });
    await expect(photo).toBeInViewport();
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    const shown = new URL(await photo.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname;
    expect(shown).toMatch(/-800\.avif$/);
    expect(fetched.get(shown)).toBeLessThanOrEqual(BUDGET);
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
    // Home's photo is further down (loading="lazy"): it shows once the visitor scrolls to it.
    await page.goto(`${server.origin}/`);
    const lazy = page.getByRole('img', { name: CARDS[1].copy.illustration.alt });
    await lazy.scrollIntoViewIfNeeded();
    await expect.poll(() => lazy.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  });
});
