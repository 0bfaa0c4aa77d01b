// Every layout holds any copy the editor accepts: the site built with stress copy (every text
// accented and 40% longer, a 55-letter word and a long English one leading each title, an
// 80-character URL ending running text, every list reordered, one item removed and the rest three
// times over: e2e/support/stress-copy.ts); each page shows all of it, and each page and screen is
// looked at in five widths, with and without WCAG 1.4.12's text spacing at the narrowest. With
// articles beside the site's: one as long as a marketer may write it, at the second address it
// has had, ten short ones that take the index to a second page, a draft and one dated to come
// (e2e/support/stress-copy.ts), and a page and a collection of articles added as lib/content-schema/README.md says
// (e2e/support/new-entries.ts). With a page composed in lib/content/pages/ of every kind of section
// twice, from the stress copy (e2e/support/composed-page.ts).
// Project `builds` (Chromium) runs this file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { errorCopy, type AboutCopy, type ContactCopy, type FeaturesCopy, type HomeCopy } from '@/lib/content-reader';
import { withSiteValues } from '@/lib/content-schema/placeholders.mjs';
import { withBrand } from '@/lib/metadata';
import { siteConfig } from '@/lib/site';
import { siteArticles } from '@/lib/site-articles';

import { expectNoViolations } from './support/accessibility-engines';
import { byteBudget } from './support/byte-budget';
import { COMPOSED_PAGE, UNLISTED_PAGE, writeComposedPage, writeUnlistedPage } from './support/composed-page';
import { layoutProblems, pageWithTextSpacing, wordsCutInHeadings } from './support/layout-problems';
import { addToNavigation, NEW_COLLECTION, NEW_PAGE, writeNewCollection, writeNewPage } from './support/new-entries';
import { buildSite, removeBuild, type SiteBuild } from './support/line-builds';
import { asHtml, htmlTextOf, normalise, pagesOf, payloadUrlOf } from './support/page-texts';
import { serveWithNginx, serveWithWrangler, startServer } from './support/servers';
import { STRESS_ARTICLES, stressed, writeStressArticles, writeStressCopy } from './support/stress-copy';
import { expect, test, type Page } from './support/test';

test.describe.configure({ mode: 'serial' });

const WIDTHS = [320, 375, 768, 1280, 1920];
const ARTICLE = `/insights/${STRESS_ARTICLES.article}/`;
const PAGES = ['/', '/features/', '/about/', '/contact/', '/insights/', '/insights/page/2/', ARTICLE, COMPOSED_PAGE.href, '/no-such-page/'];
/** The error screen: About, with its payload broken as a bad deploy could (as in error-boundary.spec.ts). */
const ERROR_SCREEN = 'the error screen';

let build: SiteBuild;
let stressCopy: ReturnType<typeof writeStressCopy>;
let stressArticle: ReturnType<typeof writeStressArticles>;
let composedPage: ReturnType<typeof writeComposedPage>;
let server: Awaited<ReturnType<typeof startServer>>;

test.beforeAll(async () => {
  const [newest] = siteArticles();
  build = buildSite(process.execPath, (dir) => {
    stressCopy = writeStressCopy(dir);
    composedPage = writeComposedPage(dir);
    writeUnlistedPage(dir);
    stressArticle = writeStressArticles(dir, newest.cover);
    writeNewPage(dir);
    writeNewCollection(dir, newest.cover);
    // As a marketer puts a landing page in the navigation, in the editor.
    addToNavigation(dir, { label: composedPage.title, href: COMPOSED_PAGE.href });
  });
  server = await startServer(process.execPath, ['lib/hosting/static-server.mjs', '$PORT', 'out', '--site-headers'], { cwd: build.dir });
});

test.afterAll(async () => {
  await server?.stop();
  if (build) removeBuild(build);
});

async function showErrorScreen(page: Page) {
  await page.route(`**${payloadUrlOf('/about/', build.out)}`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replaceAll('"FadeIn"]', '"MissingComponent"]') });
  });
  await page.goto(`${server.origin}/about/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(stressed(errorCopy.title, 'title'));
  await page.unrouteAll();
}

/**
 * Looks at every page and screen at the page's current width: each view is its own soft
 * expectation, so one run names every view that does not hold (the first lines of each).
 */
async function expectEveryScreenHolds(page: Page, label: string, { wordsWhole = false } = {}) {
  for (const path of [...PAGES, ERROR_SCREEN]) {
    if (path === ERROR_SCREEN) await showErrorScreen(page);
    else await page.goto(server.origin + path);
    // Questions open on their answers, which must hold too.
    await page.evaluate(() => document.querySelectorAll('details').forEach((details) => (details.open = true)));
    const problems = [...(await layoutProblems(page)), ...(wordsWhole ? await wordsCutInHeadings(page) : [])];
    expect.soft(problems.slice(0, 6), `${path} at ${label}: ${problems.length} problems`).toEqual([]);
  }
}

/** The text of a page's static HTML, as React escapes it. */
const htmlText = async (path: string) => htmlTextOf(await (await fetch(server.origin + path)).text());

test('every page shows all of its stress copy in its static HTML, and no list item the copy removed', async () => {
  const copyOf = <Copy>(name: string) => withSiteValues(stressCopy.written.get(`lib/content/${name}.yaml`), siteConfig) as Copy;
  const pages = pagesOf({ home: copyOf<HomeCopy>('home'), features: copyOf<FeaturesCopy>('features'), about: copyOf<AboutCopy>('about'), contact: copyOf<ContactCopy>('contact') });
  const shown = new Map<string, string>();
  for (const { path, h1, texts } of pages) {
    shown.set(path, await htmlText(path));
    for (const text of [h1, ...texts]) expect.soft(shown.get(path), `${path}: ${text.slice(0, 60)}`).toContain(normalise(asHtml(text)));
  }
  // The texts of removed items (a list's strings, an item's title) that no remaining item also has.
  const remaining = JSON.stringify([...stressCopy.written.values()]);
  const removed = stressCopy.dropped
    .flatMap((item) => (typeof item === 'string' ? [item] : typeof item === 'object' && item && 'title' in item ? [String(item.title)] : []))
    .filter((text) => !remaining.includes(JSON.stringify(text)));
  expect(removed.length).toBeGreaterThan(0);
  for (const text of removed) {
    const html = normalise(asHtml(withSiteValues(text, siteConfig)));
    for (const [path, pageText] of shown) expect.soft(pageText, `${path} still shows “${text.slice(0, 60)}”`).not.toContain(html);
  }
});

test('at 320, 375, 768, 1280 and 1920px every page and screen holds the stress copy whole, no heading cutting a word', async ({ page }) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectEveryScreenHolds(page, `${width}px`, { wordsWhole: true });
  }
});

test('at 320px with WCAG text spacing every page and screen holds the stress copy whole', async ({ browser }) => {
  const page = await pageWithTextSpacing(browser, { width: 320, height: 900 });
  await expectEveryScreenHolds(page, '320px with text spacing');
  await page.context().close();
});

test('the index and the feed list every published article, newest first over two pages; a draft and an article dated to come are nowhere', async () => {
  const read = async (path: string) => (await fetch(`${server.origin}${path}`)).text();
  const index = (await read('/insights/')) + (await read('/insights/page/2/'));
  const [feed, sitemap] = [await read('/insights/feed.xml'), await read('/sitemap.xml')];
  const published = [...siteArticles().map(({ slug }) => slug), STRESS_ARTICLES.article, ...STRESS_ARTICLES.fillers.toReversed()];
  const listed = (text: string) => published.filter((slug) => !text.includes(`/insights/${slug}/`));
  expect({ index: listed(index), feed: listed(feed), sitemap: listed(sitemap) }, 'articles left out').toEqual({ index: [], feed: [], sitemap: [] });
  // Newest first: the feed's entries in the order of their dates, the oldest filler last, on page 2.
  const feedOrder = [...feed.matchAll(/<link href="[^"]*\/insights\/([^/"]+)\/"/g)].map(([, slug]) => slug);
  expect(feedOrder).toEqual(published);
  expect(await htmlText('/insights/page/2/')).toContain('A short article, number 1');
  for (const slug of [STRESS_ARTICLES.draft, STRESS_ARTICLES.future]) {
    expect((await fetch(`${server.origin}/insights/${slug}/`)).status, slug).toBe(404);
    expect([index, feed, sitemap].filter((text) => text.includes(slug)).length, `${slug} is listed`).toBe(0);
  }
});

test("a moved article's and a moved landing page's first address lead to them on our server, nginx and Cloudflare's runtime, and their pages there send a visitor on", async () => {
  // An article of the collection added as lib/content-schema/README.md says, too.
  const { href, article } = NEW_COLLECTION;
  const moves = [
    [`/insights/${STRESS_ARTICLES.formerAddress}/`, ARTICLE],
    [`${href}${article.formerAddress}/`, `${href}${article.slug}/`],
    [`/${COMPOSED_PAGE.formerAddress}/`, COMPOSED_PAGE.href],
  ];
  const nginx = await serveWithNginx(build.out, build.nginxConfig);
  const cloudflare = await serveWithWrangler(build.out);
  try {
    for (const { origin } of [server, nginx, cloudflare]) {
      for (const [from, to] of moves) {
        for (const path of [from, from.slice(0, -1)]) {
          const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
          expect.soft(response.status, `${origin}${path}`).toBe(301);
          expect.soft(new URL(response.headers.get('location') ?? '', origin).pathname, `${origin}${path}`).toBe(to);
        }
      }
    }
  } finally {
    await Promise.all([nginx.stop(), cloudflare.stop()]);
  }
  // A host without redirects serves the page the export writes there.
  for (const [from, to] of moves) {
    const moved = readFileSync(join(build.out, from, 'index.html'), 'utf8');
    expect.soft(moved, from).toContain(`<meta http-equiv="refresh" content="0; url=${to}"/>`);
    expect.soft(moved, from).toContain(`<link rel="canonical" href="${siteConfig.url}${to}"/>`);
    expect.soft(moved, from).toContain(`<a href="${to}"`);
  }
});

test('the byte budget holds for every page with the stress copy: copy only adds words, which the budget leaves to the marketers', () => {
  const { held, report } = byteBudget(build.out);
  expect(held, report).toBe(true);
});

/** The page's share image (og:image) is served, as a PNG, from the build. */
async function expectShareImage(page: Page) {
  const shareImage = await page.locator('meta[property="og:image"]').getAttribute('content');
  const image = await fetch(new URL(new URL(shareImage!).pathname, server.origin));
  expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
}

/**
 * The header's links to `label`, each marked as the current page: in its row and in its menu,
 * whichever of the two the stress copy's links leave shown (links-row.ts).
 */
async function expectCurrentInHeader(page: Page, label: string) {
  const links = page.getByRole('banner').getByRole('link', { name: label, exact: true, includeHidden: true });
  await expect(links).toHaveCount(2);
  for (const link of await links.all()) await expect(link).toHaveAttribute('aria-current', 'page');
}

test('a page added as lib/content-schema/README.md says (a schema entry, its copy, its route and its links in the header’s and footer’s copy) is built with its search copy and share image, and listed in the header, footer and sitemap', async ({ page }) => {
  const { href, label, copy } = NEW_PAGE;
  await page.goto(server.origin + href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.intro.title);
  await expect(page).toHaveTitle(withBrand(copy.meta.title));
  await expectCurrentInHeader(page, label);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  await expectShareImage(page);
  expect(await (await fetch(`${server.origin}/sitemap.xml`)).text()).toContain(`<loc>${siteConfig.url}${href}</loc>`);
});

test('a collection added as lib/content-schema/README.md says (its schema entries, its index’s copy, its folder’s routes and its links in the header’s and footer’s copy) is built: its index lists its article, which has its page, share image and places in the feed and sitemap; its draft is nowhere', async ({ page }) => {
  const { href, label, indexCopy, article, draft } = NEW_COLLECTION;
  await page.goto(server.origin + href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(indexCopy.intro.title);
  await expectCurrentInHeader(page, label);
  await page.getByRole('link', { name: article.title }).click();
  await expect(page).toHaveURL(`${server.origin}${href}${article.slug}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  await expect(page.getByRole('link', { name: indexCopy.backLink })).toHaveAttribute('href', href);
  await expectShareImage(page);

  const [index, feed, sitemap] = await Promise.all([href, `${href}feed.xml`, '/sitemap.xml'].map(async (path) => (await fetch(server.origin + path)).text()));
  for (const listing of [feed, sitemap]) expect(listing).toContain(`${siteConfig.url}${href}${article.slug}/`);
  expect(feed).toContain(`<title type="html"><![CDATA[${article.title}]]></title>`);
  expect(index).toContain(`href="${href}feed.xml"`);
  expect((await fetch(`${server.origin}${href}${draft}/`)).status).toBe(404);
  expect([index, feed, sitemap].filter((text) => text.includes(draft))).toEqual([]);
});

/** Every text of a composed page's fields that the page shows as text: not its links, anchors, images and their descriptions, or kinds of section. */
const textsOf = (value: unknown, key = ''): string[] => {
  if (typeof value === 'string') return ['href', 'id', 'src', 'alt', 'discriminant', 'date'].includes(key) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => textsOf(item, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([field, entry]) => textsOf(entry, field));
  return [];
};

test('a page composed of every section twice, in the header and footer, shows all its stress copy in its static HTML under its one heading, marked as the current page, with its search copy, canonical URL and share image, in the sitemap, with no WCAG 2.2 AA violation', async ({ page }) => {
  const { href } = COMPOSED_PAGE;
  const { title, meta, sections } = withSiteValues(composedPage, siteConfig);
  const shown = await htmlText(href);
  for (const text of textsOf(sections)) expect.soft(shown, text.slice(0, 60)).toContain(normalise(asHtml(text)));

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(server.origin + href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sections[0].value.title);
  await expect(page).toHaveTitle(withBrand(meta.title));
  await expectCurrentInHeader(page, title);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: title, exact: true })).toHaveAttribute('href', href);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteConfig.url}${href}`);
  await expectShareImage(page);
  expect(await (await fetch(`${server.origin}/sitemap.xml`)).text()).toContain(`<loc>${siteConfig.url}${href}</loc>`);
  // Its questions are one FAQPage for search engines, each with its answer.
  const faq = JSON.parse((await page.locator('script[type="application/ld+json"]').allTextContents()).find((data) => data.includes('FAQPage'))!);
  const questions = sections.flatMap((section) => (section.discriminant === 'questions' ? section.value.items : []));
  expect(faq.mainEntity).toEqual(questions.map(({ question, answer }) => ({ '@type': 'Question', name: question, acceptedAnswer: { '@type': 'Answer', text: answer } })));
  // A section's anchor takes a visitor to it (the link check lets any copy link there: __tests__/composed-pages.test.ts).
  const steps = sections.find((section) => section.discriminant === 'steps')!.value as { id: string; title: string };
  await page.goto(`${server.origin}${href}#${steps.id}`);
  await expect(page.getByRole('heading', { level: 2, name: steps.title }).first()).toBeInViewport();

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoViolations(page, `${width}px`);
  }
});

test('a landing page kept out of search engines is served at its address, asks search engines to leave it out, and is not in the sitemap', async () => {
  const html = await (await fetch(server.origin + UNLISTED_PAGE.href)).text();
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  expect(await (await fetch(server.origin + COMPOSED_PAGE.href)).text()).not.toContain('name="robots"');
  const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text();
  expect(sitemap).not.toContain(UNLISTED_PAGE.href);
  expect(sitemap).toContain(COMPOSED_PAGE.href);
});

test('the long article shows its title, summary and every paragraph in its static HTML', async () => {
  const shown = await htmlText(ARTICLE);
  for (const text of [stressArticle.title, stressArticle.summary, ...stressArticle.paragraphs]) {
    expect.soft(shown, text.slice(0, 60)).toContain(normalise(asHtml(text)));
  }
});
