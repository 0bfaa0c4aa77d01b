// The site in three languages, as marketers add them in the editor: English, German (every text
// 40% longer, accented) and Arabic (right to left, with the copy's names and numbers kept in Latin
// letters), every copy file translated (e2e/support/translation-copy.ts). Each translated page is
// at /<code>/…, in its language and direction, with its translations named to search engines, and
// holds at every width. Project `builds` (Chromium) runs this file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { headerCopy, languagesCopy, notFoundCopy, type mailCopy, type AboutCopy, type ArticleIndexCopy, type ContactCopy, type FeaturesCopy, type HeaderCopy, type HomeCopy, type NotFoundCopy } from '@/lib/content-reader';
import { withSiteValues } from '@/lib/content-schema/placeholders.mjs';
import { openGraphLocale } from '@/lib/metadata';
import { siteConfig } from '@/lib/site';
import { siteArticles } from '@/lib/site-articles';

import { expectNoViolations } from './support/accessibility-engines';
import { byteBudget, pageBytes } from './support/byte-budget';
import { expectHydrated } from './support/hydration';
import { layoutProblems, pageWithTextSpacing } from './support/layout-problems';
import { buildSite, removeBuild, type SiteBuild } from './support/line-builds';
import { asHtml } from './support/page-texts';
import { parseMailto } from './support/mail';
import { serveWithNginx, serveWithWrangler, startServer } from './support/servers';
import { GERMAN_ARTICLE, GERMAN_LANDING_PAGE, STRESS_LANGUAGES, writeTranslations } from './support/translation-copy';
import { expect, test, type Page } from './support/test';

test.describe.configure({ mode: 'serial' });

const WIDTHS = [320, 375, 768, 1280, 1920];
/** The pages every language has once fully translated (a collection's index is in English alone for now). */
const TRANSLATED = ['/', '/features/', '/about/', '/contact/'];
const site = languagesCopy.site;
const addressIn = (code: string, href: string) => (code === site.code ? href : `/${code}${href}`);

let build: SiteBuild;
let translations: ReturnType<typeof writeTranslations>;
let server: Awaited<ReturnType<typeof startServer>>;

test.beforeAll(async () => {
  build = buildSite(process.execPath, (dir) => void (translations = writeTranslations(dir)));
  server = await startServer(process.execPath, ['lib/hosting/static-server.mjs', '$PORT', 'out', '--site-headers'], { cwd: build.dir });
});

test.afterAll(async () => {
  await server?.stop();
  if (build) removeBuild(build);
});

/** A copy file of a stress language, as written, with its placeholders filled in as the build fills them. */
const copyIn = <Copy>(code: string, name: string) => withSiteValues(translations.get(`lib/content/${code}/${name}.yaml`), siteConfig) as Copy;

test('each language has every translated page in its static HTML, in its language and direction, its links staying in it', async ({ page }) => {
  for (const { code, direction } of STRESS_LANGUAGES) {
    const home = copyIn<HomeCopy>(code, 'home');
    const header = copyIn<HeaderCopy>(code, 'header');
    await page.goto(`${server.origin}/${code}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(page.locator('html')).toHaveAttribute('dir', direction);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.title);
    await expect(page.getByRole('link', { name: header.homeLabel })).toHaveAttribute('href', `/${code}/`);
    // The header's links lead to the pages in the language.
    const features = header.navigation.find(({ href }) => href === '/features/')!;
    await expect(page.getByRole('banner').getByRole('link', { name: features.label, includeHidden: true }).first()).toHaveAttribute('href', `/${code}/features/`);
    await page.goto(`${server.origin}/${code}/features/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copyIn<FeaturesCopy>(code, 'features').intro.title);
  }
});

test('the language switch, in the header and the footer, leads to the same page in each language, and to its Home where the page is not translated, without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.origin}/features/`);
  const header = page.getByRole('banner');
  // Its summary names the switch and the page's language.
  await header.locator('summary', { hasText: `${headerCopy.languagesLabel}: ${site.code}` }).click();
  await header.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(`${server.origin}/de/features/`);
  await page.getByRole('contentinfo').getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(`${server.origin}/ar/features/`);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'العربية' })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('contentinfo').getByRole('link', { name: site.name }).click();
  await expect(page).toHaveURL(`${server.origin}/features/`);
  // Insights has articles in German, none in Arabic: its switch leads to German Insights, and to the Arabic Home.
  await page.goto(`${server.origin}/insights/`);
  await page.getByRole('contentinfo').getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(`${server.origin}/ar/`);
  await page.goto(`${server.origin}/insights/`);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(`${server.origin}/de/insights/`);
  await context.close();
});

/** The `hreflang` links of the page at `path`'s static HTML: `{ de: '/de/features/', … }`. */
async function hreflangsOf(path: string) {
  const html = await (await fetch(server.origin + path)).text();
  return Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(([, code, href]) => [code, href]));
}

test('search engines get each page’s translations, reciprocal with x-default, in its HTML and the sitemap; a canonical URL, share-card locales and structured data per language', async ({ page }) => {
  const codes = [site.code, ...STRESS_LANGUAGES.map(({ code }) => code)];
  for (const href of TRANSLATED) {
    const expected = Object.fromEntries([...codes.map((code) => [code, `${siteConfig.url}${addressIn(code, href)}`]), ['x-default', `${siteConfig.url}${href}`]]);
    for (const code of codes) expect.soft(await hreflangsOf(addressIn(code, href)), addressIn(code, href)).toEqual(expected);
  }
  // A page in one language alone, an article, names no translation.
  expect(await hreflangsOf(siteArticles()[0].href)).toEqual({});
  expect(await hreflangsOf(GERMAN_ARTICLE.href)).toEqual({});

  const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text();
  const entry = sitemap.match(/<url>\s*<loc>https:\/\/[^<]+\/de\/features\/<\/loc>[\s\S]*?<\/url>/)?.[0] ?? '';
  for (const code of codes) expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="${code}" href="${siteConfig.url}${addressIn(code, '/features/')}" />`);
  expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${siteConfig.url}/features/" />`);

  await page.goto(`${server.origin}/ar/`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteConfig.url}/ar/`);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', openGraphLocale('ar'));
  const alternates = await page.locator('meta[property="og:locale:alternate"]').evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')));
  expect(alternates.sort()).toEqual([openGraphLocale(site.code), openGraphLocale('de')].sort());
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(jsonLd['@graph'].find((node: { '@type': string }) => node['@type'] === 'WebSite')).toMatchObject({ inLanguage: 'ar', url: `${siteConfig.url}/ar/` });
});

/** Whether Home and Features hold in each stress language; `kept`, a screenshot of each in the test's results, to look at. */
test('Insights in German lists the articles written in German, dated in German, with a feed of its own; the English Insights lists none of them', async ({ page }) => {
  const article = translations.get(GERMAN_ARTICLE.file) as { title: string; date: string };
  const insights = copyIn<ArticleIndexCopy>('de', 'insights-page');
  await page.goto(`${server.origin}/de/insights/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(insights.intro.title);
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(1);
  const germanDate = new Intl.DateTimeFormat('de', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${article.date}T00:00:00Z`));
  await expect(cards.getByRole('link', { name: article.title })).toHaveAttribute('href', GERMAN_ARTICLE.href);
  await expect(cards.locator('time')).toHaveText(germanDate);
  await expect(page.getByRole('link', { name: insights.feed })).toHaveAttribute('href', '/de/insights/feed.xml');

  const feed = await (await fetch(`${server.origin}/de/insights/feed.xml`)).text();
  expect(feed).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="de">');
  expect(feed).toContain(`<title type="html"><![CDATA[${article.title}]]></title>`);
  expect(feed).not.toContain(siteArticles()[0].title);

  await page.goto(`${server.origin}${GERMAN_ARTICLE.href}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const english = await (await fetch(`${server.origin}/insights/`)).text();
  expect(english).not.toContain(GERMAN_ARTICLE.href);
  expect((await fetch(`${server.origin}/ar/insights/`)).status).toBe(404);
});

test('a landing page written in German is at its address under /de/, in German, and nowhere else', async ({ page }) => {
  await page.goto(`${server.origin}${GERMAN_LANDING_PAGE.href}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copyIn<AboutCopy>('de', 'about').intro.title);
  expect((await fetch(`${server.origin}${GERMAN_LANDING_PAGE.href.replace('/de/', '/')}`)).status).toBe(404);
  const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>${siteConfig.url}${GERMAN_LANDING_PAGE.href}</loc>`);
});

test('a translated page shares a card drawn in its language, or its English page’s where the card’s font lacks the script (Arabic)', () => {
  const cardOf = (address: string) => readFileSync(join(build.out, address, 'index.html'), 'utf8').match(/<meta property="og:image" content="([^"]+)"/)?.[1];
  const image = (name: string) => readFileSync(join(build.out, 'og', name));
  for (const href of TRANSLATED) {
    const name = `${href.replaceAll('/', '') || 'home'}.png`;
    expect.soft(cardOf(`/de${href}`), `/de${href}`).toBe(`${siteConfig.url}/og/de.${name}`);
    expect.soft(image(`de.${name}`).equals(image(name)), `de.${name} beside ${name}`).toBe(false);
    expect.soft(cardOf(`/ar${href}`), `/ar${href}`).toBe(`${siteConfig.url}/og/${name}`);
  }
});

async function expectPagesHold(page: Page, label: string, kept = false) {
  for (const { code } of STRESS_LANGUAGES) {
    for (const href of ['/', '/features/']) {
      await page.goto(`${server.origin}/${code}${href}`);
      if (kept) await page.screenshot({ path: test.info().outputPath(`${code}${href.replaceAll('/', '-')}${label}.png`), fullPage: true });
      const problems = await layoutProblems(page);
      expect.soft(problems.slice(0, 6), `/${code}${href} at ${label}: ${problems.length} problems`).toEqual([]);
    }
  }
}

test('Home and Features in German and Arabic hold at 320, 375, 768, 1280 and 1920px, and at 320px with WCAG text spacing', async ({ page, browser }) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectPagesHold(page, `${width}px`, [375, 1280].includes(width));
  }
  const spaced = await pageWithTextSpacing(browser, { width: 320, height: 900 });
  await expectPagesHold(spaced, '320px with text spacing');
  await spaced.context().close();
});

test('both accessibility engines find nothing on the translated pages, the menu open in Arabic too', async ({ page }) => {
  for (const { code } of STRESS_LANGUAGES) {
    for (const href of TRANSLATED) {
      await page.goto(`${server.origin}/${code}${href}`);
      await expectNoViolations(page, `/${code}${href}`);
    }
  }
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`${server.origin}/ar/`);
  await page.getByRole('button', { name: copyIn<HeaderCopy>('ar', 'header').menuButton }).click();
  await expectNoViolations(page, '/ar/ with the menu open');
});

test('the byte budget holds for every page in every language, and a translated page loads its own page’s scripts', () => {
  const { held, report } = byteBudget(build.out);
  expect(held, report).toBe(true);
  const bytes = pageBytes(build.out);
  for (const { code } of STRESS_LANGUAGES) {
    for (const href of TRANSLATED) {
      // Turbopack bundles the glossary tooltips' host once more into a translated page's own chunk,
      // where an English page finds it in its layout's: about 0.6 kB. Another page's components would be more.
      expect(bytes[addressIn(code, href)].js - bytes[href].js, `${addressIn(code, href)}'s scripts beside ${href}'s`).toBeLessThan(1000);
    }
  }
});

test('the contact form in German composes the mail with German labels, and its notices speak German', async ({ page }) => {
  const { form } = copyIn<ContactCopy>('de', 'contact');
  const mail = copyIn<typeof mailCopy>('de', 'mail');
  await page.goto(`${server.origin}/de/contact/`);
  await expectHydrated(page);
  const values = { firstName: 'Ada', lastName: 'Okafor', email: 'ada@example.com', subject: 'Studie', message: 'Zeile' } as const;
  for (const [name, value] of Object.entries(values)) await page.getByLabel(form.fields[name as keyof typeof values], { exact: true }).fill(value);
  const mailRequest = page.waitForRequest(/^mailto:/);
  await page.getByRole('button', { name: form.submit }).click();
  const { params } = parseMailto((await mailRequest).url());
  expect(params.body.split('\r\n').slice(0, 3)).toEqual([`${mail.labels.name}: Ada Okafor`, `${mail.labels.email}: ada@example.com`, `${mail.labels.company}: ${mail.notProvided}`]);
  const toast = page.getByRole('listitem').filter({ hasText: mail.toast.title });
  await expect(toast.getByRole('button', { name: mail.toast.close })).toBeVisible();
  await expect(page.getByRole('region', { name: new RegExp(`^${mail.toast.notifications}`) })).toBeAttached();
});

test('an address under a language that the site does not have gets that language’s 404 page, with status 404, on our server, nginx and Cloudflare', async () => {
  const nginx = await serveWithNginx(build.out, build.nginxConfig);
  const cloudflare = await serveWithWrangler(build.out);
  try {
    for (const { origin } of [server, nginx, cloudflare]) {
      for (const code of [site.code, ...STRESS_LANGUAGES.map((language) => language.code)]) {
        const url = `${origin}${addressIn(code, '/no-such-page/')}`;
        const response = await fetch(url);
        const html = await response.text();
        expect.soft(response.status, url).toBe(404);
        expect.soft(html, url).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${code}"`));
        const copy = code === site.code ? notFoundCopy : copyIn<NotFoundCopy>(code, 'not-found');
        expect.soft(html, url).toContain(asHtml(copy.title));
      }
    }
  } finally {
    await Promise.all([nginx.stop(), cloudflare.stop()]);
  }
});

test('the build writes what each language shows in its report', () => {
  const report = readFileSync(join(build.dir, 'reports', 'translations.md'), 'utf8');
  // Insights shows in German, which has an article of its own, and not in Arabic.
  const insights = { de: ['/insights/'], ar: [] };
  for (const { code, name } of STRESS_LANGUAGES) {
    expect(report).toContain(`## ${name} (${code})`);
    const [, shown, notShown] = report.match(new RegExp(`^Shown: (/${code}/.*)\\. Not shown: (.*)\\.$`, 'm')) ?? [];
    expect(shown.split(', ').sort()).toEqual([...TRANSLATED, ...insights[code], '/404.html'].map((href) => `/${code}${href}`).sort());
    expect(notShown).toBe(code === 'de' ? 'none' : `/${code}/insights/`);
  }
});
