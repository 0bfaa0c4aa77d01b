// Insights as a visitor, a search engine and a feed reader meet it in the export: the index
// newest first, each article's page with its date, structured data, canonical URL and share
// image, and the Atom feed. Expected words come from the articles' files (lib/content/insights/).
import { footerCopy, headerCopy, insightsPageCopy } from '@/lib/content-reader';
import { articleShareImage } from '@/lib/pages';
import { siteConfig } from '@/lib/site';
import { siteArticles } from '@/lib/site-articles';

import { normalise } from './support/page-texts';
import { expect, test } from './support/test';

const articles = siteArticles();

test('the index shows every article newest first, a card each with its title, summary and date, linked to the article', async ({ page }) => {
  await page.goto('/insights/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(insightsPageCopy.intro.title);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(Math.min(articles.length, 12));
  for (const [index, article] of articles.slice(0, 12).entries()) {
    const card = cards.nth(index);
    await expect(card).toHaveAccessibleName(article.title);
    await expect(card.getByRole('link', { name: article.title })).toHaveAttribute('href', article.href);
    await expect(card).toContainText(normalise(article.summary));
    await expect(card.locator('time')).toHaveAttribute('datetime', article.date);
  }
  await expect(page.getByRole('link', { name: insightsPageCopy.feed })).toHaveAttribute('href', '/insights/feed.xml');
});

test('every page, an article too, carries the header’s and footer’s links in the order of their copy', async ({ page }) => {
  const linksIn = (landmark: 'banner' | 'contentinfo', name: string) =>
    page.getByRole(landmark).getByRole('navigation', { name, includeHidden: true }).first().getByRole('link', { includeHidden: true });
  for (const path of ['/', '/contact/', articles[0].href]) {
    await page.goto(path);
    for (const [links, copy] of [
      [linksIn('banner', headerCopy.navLabel), headerCopy.navigation],
      [linksIn('contentinfo', footerCopy.navLabel), footerCopy.navigation],
    ] as const) {
      await expect(links).toHaveText(copy.map(({ label }) => label));
      expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(copy.map(({ href }) => href));
    }
  }
});

// Metadata does not depend on the viewport.
test('each article shows its title, date, author and body, and tells search engines what it is', { tag: '@desktop' }, async ({ page, request }) => {
  for (const article of articles) {
    await page.goto(article.href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(page.locator('main time').first()).toHaveAttribute('datetime', article.date);
    await expect(page.getByRole('main')).toContainText(article.author);
    await expect(page.getByRole('img', { name: normalise(article.cover.alt) })).toBeVisible();
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(`${siteConfig.url}${article.href}`);
    expect(await page.locator('head meta[property="og:type"]').getAttribute('content')).toBe('article');
    const image = await page.locator('head meta[property="og:image"]').getAttribute('content');
    expect(image).toBe(`${siteConfig.url}${articleShareImage(article)}`);
    expect((await request.get(articleShareImage(article))).headers()['content-type']).toBe('image/png');
    const data = JSON.parse((await page.locator('main script[type="application/ld+json"]').textContent())!);
    expect(data).toMatchObject({ '@type': 'Article', headline: article.title, datePublished: article.date, author: { name: article.author } });
  }
});

test('the Atom feed lists every article newest first, and the index names it for feed readers', async ({ page, request }) => {
  const response = await request.get('/insights/feed.xml');
  expect(response.ok()).toBe(true);
  const feed = await response.text();
  expect(feed).toMatch(/^<\?xml[^>]*>\s*<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom"/);
  const links = [...feed.matchAll(/<entry>[\s\S]*?<link href="([^"]+)"/g)].map(([, href]) => href);
  expect(links).toEqual(articles.map((article) => `${siteConfig.url}${article.href}`));
  await page.goto('/insights/');
  expect(await page.locator('head link[rel="alternate"][type="application/atom+xml"]').getAttribute('href')).toBe(`${siteConfig.url}/insights/feed.xml`);
});

test("an article's body keeps to a reading measure of 60 to 75 characters a line", async ({ page }) => {
  await page.goto(articles[0].href);
  const perLine = await page.locator('main p').evaluateAll((paragraphs) => {
    // The longest paragraph of the body: its characters over its lines.
    const longest = paragraphs.toSorted((a, b) => (b.textContent?.length ?? 0) - (a.textContent?.length ?? 0))[0];
    const lineHeight = parseFloat(getComputedStyle(longest).lineHeight);
    return longest.textContent!.length / Math.round(longest.getBoundingClientRect().height / lineHeight);
  });
  expect(perLine).toBeLessThanOrEqual(75);
  // A phone's screen is narrower than the measure.
  if ((page.viewportSize()?.width ?? 0) >= 768) expect(perLine).toBeGreaterThanOrEqual(60);
});
