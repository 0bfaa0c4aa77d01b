/**
 * What the routes of a collection of articles draw, the same for every collection, named with it:
 * its articles (app/insights/[slug]/), the pages of its index after the first
 * (app/insights/page/[number]/) and its feed (app/insights/feed.xml/). Each collection keeps these
 * route files of a few lines: one route for every collection (app/[collection]/) would write the
 * names of the other folders of app/, the editor's among them, into every article's payload.
 *
 * Its routes take any address, not only generateStaticParams' (the export writes only those),
 * and answer one they do not have as not found: `next dev` checks an address against the list it
 * made before the last change, so an article just created or renamed in the editor would be a 404
 * on its first visit.
 */
import { Feed } from 'feed';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { MovedPage } from '@/components/sections/moved-page';
import { languagesCopy } from '@/lib/content-reader';
import { articleIndexMetadata, articleMetadata, movedPageMetadata } from '@/lib/metadata';
import { articleShareImage } from '@/lib/pages';
import { siteConfig } from '@/lib/site';
import { articleIndexes, formerAddresses, indexPageCount, siteArticles } from '@/lib/site-articles';

import { ArticleIndex } from './article-index';
import { ArticleView } from './article-view';

type Params<Name extends string> = { params: Promise<Record<Name, string>> };

const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

/** The routes of the collection `collection` (schema.mjs's name: `insights`). */
export function collectionRoutes(collection: string) {
  const index = () => {
    const found = articleIndexes.find((each) => each.collection === collection);
    if (!found) throw new Error(`${collection} is not a collection of lib/content-schema/schema.mjs`);
    return found;
  };

  /** The article at `slug`, or the one that had this address. */
  const find = async (params: Params<'slug'>['params']) => {
    const { slug } = await params;
    const articles = siteArticles(collection);
    const article = articles.find((candidate) => candidate.slug === slug);
    if (article) return { article };
    const moved = formerAddresses(articles).find((former) => former.slug === slug);
    if (!moved) notFound();
    return { movedTo: moved.article };
  };

  const article = {
    /** Each article the site shows, and each address one had (which leads on to it). */
    generateStaticParams() {
      const articles = siteArticles(collection);
      return [...articles, ...formerAddresses(articles)].map(({ slug }) => ({ slug }));
    },
    async generateMetadata({ params }: Params<'slug'>): Promise<Metadata> {
      const found = await find(params);
      if (found.article) return articleMetadata(found.article);
      return movedPageMetadata(index().copy.moved, found.movedTo);
    },
    async Page({ params }: Params<'slug'>) {
      const found = await find(params);
      if (found.article) return <ArticleView article={found.article} copy={index().copy} />;
      return <MovedPage to={found.movedTo} copy={index().copy.moved} />;
    },
  };

  /** The numbers of the index's pages, as their addresses name them: '1', '2', … */
  const indexPageNumbers = () => Array.from({ length: indexPageCount(siteArticles(collection)) }, (_, number) => String(number + 1));

  /** The number of the index's page at `params`, if the index has that page. */
  const pageNumber = async (params: Params<'number'>['params']) => {
    const { number } = await params;
    if (!indexPageNumbers().includes(number)) notFound();
    return Number(number);
  };

  const indexPage = {
    /**
     * Pages 2 and on of the index. Page 1 is the index's own route (app/insights/page.tsx); its
     * address here (the export needs one page of this route to exist at least) sends a visitor there.
     */
    generateStaticParams() {
      return indexPageNumbers().map((number) => ({ number }));
    },
    async generateMetadata({ params }: Params<'number'>): Promise<Metadata> {
      const number = await pageNumber(params);
      return articleIndexMetadata(index().page, number > 1 ? { number, name: index().copy.pagination.page } : undefined);
    },
    async Page({ params }: Params<'number'>) {
      const number = await pageNumber(params);
      if (number === 1) return <meta httpEquiv="refresh" content={`0; url=${index().page}`} />;
      return <ArticleIndex collection={collection} copy={index().copy} page={number} />;
    },
  };

  /** The Atom feed, linked from the index: every article, newest first. */
  function feed() {
    const { page, copy } = index();
    const articles = siteArticles(collection);
    const home = `${siteConfig.url}${page}`;
    const atom = new Feed({
      id: home,
      link: home,
      title: `${copy.meta.title} · ${siteConfig.name}`,
      description: copy.meta.description,
      language: languagesCopy.site.code,
      copyright: `© ${siteConfig.name}`,
      feedLinks: { atom: `${home}feed.xml` },
      // The newest article's day, not the build's: the same articles make the same feed.
      updated: dayOf(articles[0]?.date ?? `${siteConfig.launchYear}-01-01`),
    });
    for (const each of articles) {
      const url = `${siteConfig.url}${each.href}`;
      atom.addItem({
        id: url,
        link: url,
        title: each.title,
        description: each.summary,
        date: dayOf(each.date),
        published: dayOf(each.date),
        author: [{ name: each.author }],
        image: `${siteConfig.url}${articleShareImage(each)}`,
      });
    }
    return new Response(atom.atom1(), { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } });
  }

  return { article, indexPage, feed };
}
