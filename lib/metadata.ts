import type { Metadata } from 'next';

import { hreflangsOf, languagesOfPage, siteLanguage, type Language } from '@/lib/site-languages';
import { articleShareImage, findPage, pageIn, type SitePage } from '@/lib/pages';
import { siteConfig } from '@/lib/site';
import { indexPageHref, type Article } from '@/lib/site-articles';

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 };

/** The Open Graph locale of a language (`en` → `en_US`): the language, and the region it is likeliest spoken in. */
export function openGraphLocale(code: string) {
  const { language, region } = new Intl.Locale(code).maximize();
  return region ? `${language}_${region}` : language;
}

/** How a page title reads in a browser tab and a search result: the page's title, then the brand. */
export const withBrand = (title: string) => `${title} · ${siteConfig.name}`;

/** The document title of a page. The home title already carries the brand. */
const titleOf = ({ href, meta }: SitePage) => (href === '/' ? meta.title : withBrand(meta.title));

/** The document title of the page a route of its own draws at `href`. */
export const documentTitle = (href: string) => titleOf(findPage(href));

/** The title, description, canonical URL and social cards of the page a route of its own draws at `href`. */
export const pageMetadata = (href: string) => metadataOfPage(findPage(href));

/** The other languages of the page at `siteHref` (its address in the site's language), as the share cards name them. */
const otherLocales = (siteHref: string, language: Language) =>
  languagesOfPage(siteHref)
    .filter((each) => each.language.code !== language.code)
    .map((each) => openGraphLocale(each.language.code));

/**
 * A page's title, description, canonical URL and social cards, a built page's or a landing page's;
 * in `language`, where its address in the site's language is `siteHref`.
 */
export function metadataOfPage(page: SitePage, { language = siteLanguage, siteHref = page.href }: { language?: Language; siteHref?: string } = {}): Metadata {
  const { href, meta, headline, shareImage } = page;
  const image = { url: shareImage, ...SHARE_IMAGE_SIZE, alt: `${siteConfig.name}: ${headline}` };
  const hreflangs = hreflangsOf(siteHref);
  return {
    title: { absolute: titleOf({ ...page, href: siteHref }) },
    // A landing page its marketer keeps out of search (a campaign's): search engines are asked to leave it out.
    ...(page.keepOutOfSearch ? { robots: { index: false } } : {}),
    description: meta.description,
    // Its translations for search engines: `hreflang` links, reciprocal, with `x-default`.
    alternates: { canonical: href, ...(hreflangs && { languages: hreflangs }) },
    openGraph: {
      type: 'website',
      siteName: siteConfig.name,
      locale: openGraphLocale(language.code),
      ...(hreflangs && { alternateLocale: otherLocales(siteHref, language) }),
      title: meta.title,
      description: meta.description,
      url: href,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: meta.title, description: meta.description, images: [image] },
  };
}

/**
 * The metadata of a collection's index at `href` (/insights/) in `language`, which names its feed;
 * of its page `number` after the first (/insights/page/2/), titled with `name` (`Page {number}`), if given.
 */
export function articleIndexMetadata(href: string, page?: { number: number; name: string }, language = siteLanguage): Metadata {
  const inLanguage = pageIn(language, href);
  const base = metadataOfPage(inLanguage, { language, siteHref: href });
  return {
    ...base,
    ...(page && { title: { absolute: withBrand(`${inLanguage.meta.title}, ${page.name.replaceAll('{number}', String(page.number))}`) } }),
    alternates: { ...base.alternates, canonical: indexPageHref(inLanguage.href, page?.number ?? 1), types: { 'application/atom+xml': `${inLanguage.href}feed.xml` } },
  };
}

/** An article's title, description, canonical URL and social cards. */
export function articleMetadata(article: Article): Metadata {
  const image = { url: articleShareImage(article), ...SHARE_IMAGE_SIZE, alt: `${siteConfig.name}: ${article.title}` };
  return {
    title: { absolute: withBrand(article.title) },
    description: article.summary,
    alternates: { canonical: article.href },
    openGraph: {
      type: 'article',
      siteName: siteConfig.name,
      locale: openGraphLocale(article.language),
      title: article.title,
      description: article.summary,
      url: article.href,
      publishedTime: article.date,
      authors: [article.author],
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: article.title, description: article.summary, images: [image] },
  };
}

/** An address a page or an article had (components/sections/moved-page.tsx): a search engine keeps the new address, never this one. */
export const movedPageMetadata = (copy: { title: string }, to: { href: string }): Metadata => ({
  title: { absolute: withBrand(copy.title) },
  alternates: { canonical: to.href },
  robots: { index: false },
});
