import { languagesCopy, notFoundCopy } from '@/lib/content-reader';
import { openGraphLocale } from '@/lib/metadata';
import { sitePages, siteRoutes } from '@/lib/pages';
import { siteConfig } from '@/lib/site';
import { siteArticles } from '@/lib/site-articles';

import { expect, test, type Page } from './support/test';

const localPath = (absoluteUrl: string) => absoluteUrl.replace(siteConfig.url, '');
const meta = (page: Page, selector: string) => page.locator(`head ${selector}`).getAttribute('content');

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

test('every page has its own title, description, canonical URL and social cards, in the site’s language', async ({ page, request }) => {
  const titles = new Set<string>();
  for (const { href, meta: copy } of sitePages) {
    await page.goto(href);
    const title = await page.title();
    titles.add(title);
    expect(title).toContain(copy.title);
    await expect(page.locator('html')).toHaveAttribute('lang', languagesCopy.site.code);
    await expect(page.locator('html')).toHaveAttribute('dir', languagesCopy.site.direction);
    expect(await meta(page, 'meta[property="og:locale"]')).toBe(openGraphLocale(languagesCopy.site.code));
    expect(await meta(page, 'meta[name="description"]')).toBe(copy.description);
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(`${siteConfig.url}${href}`);
    expect(await meta(page, 'meta[property="og:url"]')).toBe(`${siteConfig.url}${href}`);
    expect(await meta(page, 'meta[property="og:title"]')).toBe(copy.title);
    expect(await meta(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');

    const image = await meta(page, 'meta[property="og:image"]');
    expect(await meta(page, 'meta[name="twitter:image"]')).toBe(image);
    const response = await request.get(localPath(image!));
    expect(response.headers()['content-type']).toBe('image/png');
    expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
  }
  expect(titles.size).toBe(sitePages.length);
});

test('the sitemap lists exactly the pages of the route list and the articles, with their dates, and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url);
  const articles = siteArticles();
  expect(articles.length).toBeGreaterThan(0);
  expect(urls).toEqual([...siteRoutes, ...articles].map((page) => `${siteConfig.url}${page.href}`));
  for (const article of articles) expect(sitemap).toContain(`<loc>${siteConfig.url}${article.href}</loc>\n<lastmod>${article.date}</lastmod>`);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${siteConfig.url}/sitemap.xml`);
  expect(robots).toMatch(/Allow: \//);
});

test('the not-found page is noindex and has its own title', async ({ page }) => {
  await page.goto('/no-such-page');
  expect(await meta(page, 'meta[name="robots"]')).toBe('noindex');
  expect(await page.title()).toContain(notFoundCopy.title);
});

test('Home describes the organization and website in JSON-LD', async ({ page, request }) => {
  await page.goto('/');
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(data['@context']).toBe('https://schema.org');
  const byType = Object.fromEntries(data['@graph'].map((node: { '@type': string }) => [node['@type'], node]));
  expect(byType.Organization).toMatchObject({ name: siteConfig.name, url: `${siteConfig.url}/`, email: siteConfig.infoEmail });
  expect(byType.WebSite).toMatchObject({ url: `${siteConfig.url}/`, inLanguage: languagesCopy.site.code, publisher: { '@id': byType.Organization['@id'] } });
  expect((await request.get(localPath(byType.Organization.logo))).status()).toBe(200);
});

test('icons, manifest and theme colour are in place', async ({ page, request }) => {
  await page.goto('/');
  expect(await meta(page, 'meta[name="theme-color"]')).toBe(siteConfig.colors.ink);
  const hrefs = await page
    .locator('head link[rel="icon"], head link[rel="apple-touch-icon"], head link[rel="manifest"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  expect(hrefs).toEqual(expect.arrayContaining(['/favicon.ico', '/icons/apple-touch-icon.png', '/manifest.webmanifest']));
  for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);

  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: siteConfig.name, start_url: '/', theme_color: siteConfig.colors.ink });
  for (const icon of manifest.icons) {
    const png = await request.get(icon.src);
    expect(png.headers()['content-type']).toBe('image/png');
    const { width, height } = pngSize(await png.body());
    expect(`${width}x${height}`).toBe(icon.sizes);
  }
});
