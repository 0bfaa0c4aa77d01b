import { Feed } from 'feed';

import { insightsPageCopy } from '@/lib/content';
import { siteArticles } from '@/lib/insights';
import { articleShareImage } from '@/lib/pages';
import { siteConfig } from '@/lib/site';

export const dynamic = 'force-static';

const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

/** The Atom feed of Insights, /insights/feed.xml, linked from the index: every article, newest first. */
export function GET() {
  const articles = siteArticles();
  const index = `${siteConfig.url}/insights/`;
  const feed = new Feed({
    id: index,
    link: index,
    title: `${insightsPageCopy.meta.title} · ${siteConfig.name}`,
    description: insightsPageCopy.meta.description,
    language: 'en',
    copyright: `© ${siteConfig.name}`,
    feedLinks: { atom: `${index}feed.xml` },
    // The newest article's day, not the build's: the same articles make the same feed.
    updated: dayOf(articles[0]?.date ?? `${siteConfig.launchYear}-01-01`),
  });
  for (const article of articles) {
    const url = `${siteConfig.url}${article.href}`;
    feed.addItem({
      id: url,
      link: url,
      title: article.title,
      description: article.summary,
      date: dayOf(article.date),
      published: dayOf(article.date),
      author: [{ name: article.author }],
      image: `${siteConfig.url}${articleShareImage(article)}`,
    });
  }
  return new Response(feed.atom1(), { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } });
}
