/**
 * What the routes of a collection of articles draw, the same for every collection, named with it:
 * its articles (app/insights/[slug]/), the pages of its index after the first
 * (app/insights/page/[number]/) and its feed (app/insights/feed.xml/); `translated`, the same in
 * each translation with articles of its own (app/[page]/insights/: /de/insights/…). Each collection
 * keeps these route files of a few lines: one route for every collection (app/[collection]/) would
 * write the names of the other folders of app/, the editor's among them, into every article's payload.
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
import type { ArticleIndexCopy } from '@/lib/content-reader';
import { articleIndexMetadata, articleMetadata, movedPageMetadata } from '@/lib/metadata';
import { articleShareImage } from '@/lib/pages';
import { siteConfig } from '@/lib/site';
import { articleIndexes, articlesIn, formerAddresses, indexPageCount } from '@/lib/site-articles';
import { addressIn, copyIn, setPageLanguage, shownAt, shownIn, siteLanguage, type Language } from '@/lib/site-languages';

import { ArticleIndex } from './article-index';
import { ArticleView } from './article-view';

/** A route's address: a translation's (`page`, its code) and the route's own parts. */
type Params<Name extends string> = { params: Promise<Record<Name, string> & { page?: string }> };

const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

/** The routes of the collection `collection` (schema.mjs's name: `insights`), in the site's language or, `translated`, in each translation its index shows in. */
export function collectionRoutes(collection: string, { translated = false } = {}) {
  const collectionIndex = () => {
    const found = articleIndexes.find((each) => each.collection === collection);
    if (!found) throw new Error(`${collection} is not a collection of lib/content-schema/schema.mjs`);
    return found;
  };
  /** The languages these routes are in. */
  const languages = (): Language[] => (translated ? shownIn(collectionIndex().entry).map(({ language }) => language) : [siteLanguage]);
  /** The language an address is in; a translation's that has no index is not found. */
  const languageOf = async (params?: Params<string>['params']) => {
    const language = translated ? (shownAt(collectionIndex().entry, (await params!).page!)?.language ?? notFound()) : siteLanguage;
    setPageLanguage(language);
    return language;
  };
  /** The route's parameters for `values` in `language`. */
  const paramsIn = <Values extends Record<string, string>>(language: Language, values: Values) => (translated ? { page: language.code, ...values } : values);
  /** The index in `language`: its address (/de/insights/) and copy. */
  const index = (language: Language) => {
    const { page, entry, copy } = collectionIndex();
    return { page: addressIn(language, page), copy: translated ? ((copyIn(language) as Record<string, unknown>)[entry] as ArticleIndexCopy) : copy };
  };

  /** The article at `slug`, or the one that had this address, in the address's language. */
  const find = async (params: Params<'slug'>['params']) => {
    const language = await languageOf(params);
    const { slug } = await params;
    const articles = articlesIn(language.code, collection);
    const article = articles.find((candidate) => candidate.slug === slug);
    if (article) return { language, article };
    const moved = formerAddresses(articles).find((former) => former.slug === slug);
    if (!moved) notFound();
    return { language, movedTo: moved.article };
  };

  const article = {
    /** Each article the site shows, and each address one had (which leads on to it). */
    generateStaticParams() {
      return languages().flatMap((language) => {
        const articles = articlesIn(language.code, collection);
        return [...articles, ...formerAddresses(articles)].map(({ slug }) => paramsIn(language, { slug }));
      });
    },
    async generateMetadata({ params }: Params<'slug'>): Promise<Metadata> {
      const found = await find(params);
      if (found.article) return articleMetadata(found.article);
      return movedPageMetadata(index(found.language).copy.moved, found.movedTo);
    },
    async Page({ params }: Params<'slug'>) {
      const found = await find(params);
      const { copy } = index(found.language);
      if (found.article) return <ArticleView article={found.article} copy={copy} />;
      return <MovedPage to={found.movedTo} copy={copy.moved} />;
    },
  };

  /** The numbers of the index's pages in `language`, as their addresses name them: '1', '2', … */
  const indexPageNumbers = (language: Language) => Array.from({ length: indexPageCount(articlesIn(language.code, collection)) }, (_, number) => String(number + 1));

  /** The language and number of the index's page at `params`, if the index has that page. */
  const pageOf = async (params: Params<'number'>['params']) => {
    const language = await languageOf(params);
    const { number } = await params;
    if (!indexPageNumbers(language).includes(number)) notFound();
    return { language, number: Number(number) };
  };

  const indexPage = {
    /**
     * Pages 2 and on of the index. Page 1 is the index's own route (app/insights/page.tsx); its
     * address here (the export needs one page of this route to exist at least) sends a visitor there.
     */
    generateStaticParams() {
      return languages().flatMap((language) => indexPageNumbers(language).map((number) => paramsIn(language, { number })));
    },
    async generateMetadata({ params }: Params<'number'>): Promise<Metadata> {
      const { language, number } = await pageOf(params);
      const name = index(language).copy.pagination.page;
      return articleIndexMetadata(collectionIndex().page, number > 1 ? { number, name } : undefined, language);
    },
    async Page({ params }: Params<'number'>) {
      const { language, number } = await pageOf(params);
      const { page, copy } = index(language);
      if (number === 1) return <meta httpEquiv="refresh" content={`0; url=${page}`} />;
      return <ArticleIndex collection={collection} copy={copy} page={number} />;
    },
  };

  /** The feed generateStaticParams: one in each language. */
  const feedParams = () => (translated ? languages().map((language) => ({ page: language.code })) : []);

  /** The Atom feed, linked from the index: every article in the address's language, newest first. */
  async function feed(_request: Request, context?: Params<string>) {
    const language = await languageOf(context?.params);
    const { page, copy } = index(language);
    const articles = articlesIn(language.code, collection);
    const home = `${siteConfig.url}${page}`;
    const atom = new Feed({
      id: home,
      link: home,
      title: `${copy.meta.title} · ${siteConfig.name}`,
      description: copy.meta.description,
      language: language.code,
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
    // Atom names a feed's language with xml:lang, which the feed package does not write.
    const xml = atom.atom1().replace('<feed xmlns="http://www.w3.org/2005/Atom">', `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${language.code}">`);
    return new Response(xml, { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } });
  }

  return { article, indexPage, feed, feedParams };
}
