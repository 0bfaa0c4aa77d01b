import clsx from 'clsx';

import type { Language } from '@/lib/site-languages';

export type LanguageLinks = { label: string; current: Language; links: { language: Language; href: string }[] };

/**
 * A link to the page in one language, named in that language, which a screen reader reads in it
 * and which reads in its own direction, where the list itself keeps the page's.
 */
function LanguageLink({ language, href, current, className }: LanguageLinks['links'][number] & { current: Language; className: string }) {
  const isCurrent = language.code === current.code;
  return (
    <a href={href} hrefLang={language.code} aria-current={isCurrent ? 'true' : undefined} className={clsx(className, isCurrent ? 'text-accent-bright' : 'text-ink-foreground/85')}>
      <bdi lang={language.code} dir={language.direction}>
        {language.name}
      </bdi>
    </a>
  );
}

/**
 * The header's switch: the language's code, which opens the list of the site's languages under the
 * header, as the menu opens. Plain links in a <details>, so it opens and leads on without
 * JavaScript. Drawn with the menu's and its links' own classes, so it adds one CSS rule. None
 * while the site has one language.
 */
export function HeaderLanguageSwitch({ label, current, links }: LanguageLinks) {
  if (links.length === 0) return null;
  return (
    <details className="print:hidden">
      <summary className="inline-flex size-11 cursor-pointer items-center justify-center rounded-md text-sm font-medium text-ink-foreground uppercase hover:bg-white/10 [&::-webkit-details-marker]:hidden">
        <span className="sr-only">{label}: </span>
        {current.code}
      </summary>
      <nav aria-label={label} className="fixed inset-x-0 top-(--header-height) border-b border-ink-border bg-ink text-ink-foreground">
        <ul className="page-container flex flex-col py-3">
          {links.map((link) => (
            <li key={link.language.code}>
              <LanguageLink {...link} current={current} className="block py-3 text-base" />
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}

/**
 * The footer's switch: every language of the site as a link, in a named list (the header's is
 * the landmark: two of one name would not tell a screen reader which is which). None while the
 * site has one language.
 */
export function FooterLanguageSwitch({ label, current, links }: LanguageLinks) {
  if (links.length === 0) return null;
  return (
    <ul aria-label={label} className="page-container flex flex-wrap gap-6 py-6 print:hidden">
      {links.map((link) => (
        <li key={link.language.code}>
          <LanguageLink {...link} current={current} className="hover:text-ink-foreground" />
        </li>
      ))}
    </ul>
  );
}
