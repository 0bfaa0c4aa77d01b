import type { ArticleIndexCopy } from '@/lib/content';
import type { Article } from '@/lib/site-articles';

/**
 * What an address an article had shows, on a host that cannot redirect (the host files redirect it
 * where they can: lib/hosting/host-files.mjs): a refresh to the article's address, which search
 * engines read as a permanent move, and a link for a visitor whose browser does not follow it.
 */
export function MovedArticle({ article, copy }: { article: Article; copy: ArticleIndexCopy['moved'] }) {
  return (
    <div className="surface-ink schematic-grid bg-ink pt-36 pb-20">
      <meta httpEquiv="refresh" content={`0; url=${article.href}`} />
      <div className="page-container">
        <h1 className="@container text-[2.25rem] leading-tight font-semibold text-ink-foreground sm:text-title">{copy.title}</h1>
        <p className="mt-5 text-lg text-ink-muted">{copy.text}</p>
        <p className="mt-6">
          <a href={article.href} className="text-lg font-semibold text-accent-bright underline">
            {article.title}
          </a>
        </p>
      </div>
    </div>
  );
}
