type MovedPageProps = {
  /** Where the page, or article, is now, and its title. */
  to: { href: string; title: string };
  copy: { title: string; text: string };
};

/**
 * What an address an article or a landing page had shows, on a host that cannot redirect (the
 * host files redirect it where they can: lib/hosting/host-files.mjs): a refresh to its new
 * address, which search engines read as a permanent move, and a link for a visitor whose browser
 * does not follow it.
 */
export function MovedPage({ to, copy }: MovedPageProps) {
  return (
    <div className="surface-ink schematic-grid bg-ink pt-36 pb-20">
      <meta httpEquiv="refresh" content={`0; url=${to.href}`} />
      <div className="page-container">
        <h1 className="@container text-[2.25rem] leading-tight font-semibold text-ink-foreground sm:text-title">{copy.title}</h1>
        <p className="mt-5 text-lg text-ink-muted">{copy.text}</p>
        <p className="mt-6">
          <a href={to.href} className="text-lg font-semibold text-accent-bright underline">
            {to.title}
          </a>
        </p>
      </div>
    </div>
  );
}
