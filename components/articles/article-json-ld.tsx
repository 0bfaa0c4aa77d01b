import type { Article as ArticleData, WithContext } from 'schema-dts';

import { articleShareImage } from '@/lib/pages';
import { siteConfig } from '@/lib/site';
import type { Article } from '@/lib/site-articles';

/** The article's structured data for search engines; `<` escaped so no text can close the script element. */
export function ArticleJsonLd({ article }: { article: Article }) {
  const data: WithContext<ArticleData> = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.summary,
    datePublished: article.date,
    author: { '@type': 'Person', name: article.author },
    image: `${siteConfig.url}${articleShareImage(article)}`,
    mainEntityOfPage: `${siteConfig.url}${article.href}`,
    publisher: { '@id': `${siteConfig.url}/#organization` },
    inLanguage: article.language,
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
