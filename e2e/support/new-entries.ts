// A page and a collection of articles added to a copy of the project as lib/content-schema/README.md ("A new page",
// "A new collection") tells a developer to. A page: its entry in the schema, its copy file, its
// route, the component that draws it, and its links in the header's and footer's copy, as a
// marketer adds them in the editor. Nothing else: the build must give it its place in the
// sitemap, its search copy and its share image (e2e/stress.spec.ts builds the site with it), and
// the editor its form and its live preview (e2e/dev-preview.spec.ts). A
// collection: its entry and its index page's (a page as above, drawn by the articles' index), and
// the routes of its folder, Insights' naming it; the build gives its articles their pages, feed,
// sitemap entries and redirects.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';

import { linksKept } from '@/lib/content-schema/fields.mjs';
import { singletons } from '@/lib/content-schema/schema.mjs';
import { readYaml, writeYaml } from '@/lib/content-reader/yaml.mjs';

import { articleSource } from '@/lib/content-reader/article-file.mjs';

export const NEW_PAGE = {
  href: '/pricing/',
  label: 'Pricing',
  copy: {
    meta: { title: 'Pricing for planning teams', description: 'What a planning team pays for the platform, per study region and per year.' },
    intro: { eyebrow: 'Pricing', title: 'One price per study region', lead: 'Every seat, model and study of a region, for a year.' },
  },
};

/** Puts `added` into the file at `path` before `before`, which must be there. */
function insertBefore(path: string, before: string, added: string) {
  const source = readFileSync(path, 'utf8');
  if (!source.includes(before)) throw new Error(`${path} no longer holds "${before}": say in lib/content-schema/README.md ("A new page", "A new collection") how one is added now`);
  writeFileSync(path, source.replace(before, added + before));
}

type NavigationLink = { label: string; href: string };

/**
 * Puts `link` in the header's and the footer's navigation in the project at `dir`, at the end; in
 * a full list (the stress copy's), in place of a link the list has twice, or else of the last one
 * the list need not keep.
 */
export function addToNavigation(dir: string, link: NavigationLink) {
  for (const { path: file, schema } of [singletons.header, singletons.footer]) {
    const path = join(dir, `${file}.yaml`);
    const copy = readYaml(readFileSync(path, 'utf8')) as { navigation: NavigationLink[] };
    const field = schema.navigation;
    const links = copy.navigation;
    const twice = links.findLastIndex(({ href }, index) => links.findIndex((other) => other.href === href) !== index);
    const notKept = links.findLastIndex(({ href }) => !linksKept(field).includes(href));
    if (links.length < (field.validation?.length?.max ?? Infinity)) links.push(link);
    else links[twice >= 0 ? twice : notKept] = link;
    writeFileSync(path, writeYaml(copy));
  }
}

export function writeNewPage(dir: string) {
  insertBefore(
    join(dir, 'lib/content-schema/singletons.mjs'),
    '  glossary: inContent(',
    `  pricing: inContent('pricing', 'Pricing', { meta, intro }, { href: '${NEW_PAGE.href}', label: '${NEW_PAGE.label}' }),\n`,
  );
  writeFileSync(join(dir, 'lib/content/pricing.yaml'), writeYaml(NEW_PAGE.copy));
  addToNavigation(dir, { label: NEW_PAGE.label, href: NEW_PAGE.href });
  mkdirSync(join(dir, 'app/pricing'));
  writeLayout(dir, NEW_PAGE.href);
  writeFileSync(
    join(dir, 'app/pricing/page.tsx'),
    `import type { Metadata } from 'next';

import { PageIntro } from '@/components/sections/intro/intro.section';
import { entryCopies } from '@/lib/content-reader/entry-copies';
import type { CopyFile } from '@/lib/content-schema/types';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata('${NEW_PAGE.href}');

export default function Pricing({ copy = entryCopies.pricing }: { copy?: CopyFile<'pricing'> }) {
  return <PageIntro {...copy.intro} />;
}
`,
  );
}

/** The root layout of the route folder of the page at `href` (/pricing/), written like About's. */
function writeLayout(dir: string, href: string) {
  const about = readFileSync(join(dir, 'app/about/layout.tsx'), 'utf8');
  const named = "siteLayout('/about/')";
  if (!about.includes(named)) throw new Error(`app/about/layout.tsx no longer holds ${named}: say in lib/content-schema/README.md ("A new page") how a page's layout is written now`);
  writeFileSync(join(dir, `app${href}layout.tsx`), about.replace(named, `siteLayout('${href}')`));
}

/** A collection added as lib/content-schema/README.md says: News, listed at /news/, with one article that had another address, and a draft. */
export const NEW_COLLECTION = {
  href: '/news/',
  label: 'News',
  indexCopy: {
    meta: { title: 'News from the platform', description: 'Releases, events and announcements of the platform and its team.' },
    intro: { eyebrow: 'News', title: 'What is new', lead: 'Releases, events and announcements.' },
    sourceLabel: 'Source',
    by: 'By',
    published: 'Published',
    backLink: 'All news',
    pagination: { label: 'Pages of news', newer: 'Newer news', older: 'Older news', page: 'Page {number}' },
    feed: 'Follow the news in a feed reader (Atom)',
    moved: { title: 'This news item has moved', text: 'It now has a new address.' },
  },
  article: { slug: 'release-notes-for-planners', formerAddress: 'release-notes', title: 'Release notes for planners', summary: 'What the latest release changes for a planning team.' },
  draft: 'an-unfinished-announcement',
};

/** Adds NEW_COLLECTION to the project in `dir`; its articles' cover is a copy of `cover`, one the project has, in the collection's own folder of images. */
export function writeNewCollection(dir: string, { src, alt }: { src: string; alt: string }) {
  const { href, label, indexCopy, article, draft } = NEW_COLLECTION;
  insertBefore(join(dir, 'lib/content-schema/singletons.mjs'), '  glossary: inContent(', `  newsPage: inContent('news-page', 'News page', articleIndex, { href: '${href}', label: '${label}' }),\n`);
  insertBefore(join(dir, 'lib/content-schema/collections.mjs'), "  insights: articles('insights'", `  news: articles('news', '${label}', 'newsPage'),\n`);
  writeFileSync(join(dir, 'lib/content/news-page.yaml'), writeYaml(indexCopy));
  addToNavigation(dir, { label, href });
  // Insights' routes, naming the new collection.
  for (const route of ['[slug]/page.tsx', 'page/[number]/page.tsx', 'feed.xml/route.ts']) {
    const source = readFileSync(join(dir, 'app/insights', route), 'utf8');
    const named = "collectionRoutes('insights')";
    if (!source.includes(named)) throw new Error(`app/insights/${route} no longer holds ${named}: say in lib/content-schema/README.md ("A new collection") how a collection is added now`);
    mkdirSync(dirname(join(dir, 'app/news', route)), { recursive: true });
    writeFileSync(join(dir, 'app/news', route), source.replace(named, "collectionRoutes('news')"));
  }
  writeLayout(dir, href);
  writeFileSync(
    join(dir, 'app/news/page.tsx'),
    `import type { Metadata } from 'next';

import { ArticleIndex } from '@/components/articles/article-index';
import { entryCopies } from '@/lib/content-reader/entry-copies';
import type { ArticleIndexCopy } from '@/lib/content-schema/types';
import { articleIndexMetadata } from '@/lib/metadata';

export const metadata: Metadata = articleIndexMetadata('${href}');

export default function News({ copy = entryCopies.newsPage }: { copy?: ArticleIndexCopy }) {
  return <ArticleIndex collection="news" copy={copy} page={1} />;
}
`,
  );
  mkdirSync(join(dir, 'lib/content/news'));
  const cover = { src: `images/news/${article.slug}/cover/src${extname(src)}`, alt };
  mkdirSync(dirname(join(dir, 'lib/content', cover.src)), { recursive: true });
  copyFileSync(join(dir, 'lib/content', src), join(dir, 'lib/content', cover.src));
  const fields = { date: '2026-01-15', draft: false, summary: article.summary, author: 'The product team', cover };
  writeFileSync(
    join(dir, `lib/content/news/${article.slug}.mdoc`),
    articleSource({ title: article.title, ...fields, formerAddresses: [article.formerAddress] }, 'What changed, and {% siteLink href="/insights/" %}where to read more{% /siteLink %}.\n'),
  );
  writeFileSync(join(dir, `lib/content/news/${draft}.mdoc`), articleSource({ title: 'An unfinished announcement', ...fields, draft: true, formerAddresses: [] }, 'Not yet.\n'));
}
