import clsx from 'clsx';

import { BrandMark } from '@/components/brand/brand-mark';
import { ButtonLink } from '@/components/ui/button-link';
import { HeaderLanguageSwitch, type LanguageLinks } from '@/components/header-footer/language-switch';
import { linksRow, ROW_SHOWN } from '@/components/header-footer/links-row';
import { MobileMenu } from '@/components/header-footer/mobile-menu';
import { NavLink } from '@/components/header-footer/nav-link';
import { headerCopy, type HeaderCopy } from '@/lib/content-reader';
import { loginHref, siteConfig } from '@/lib/site';

/**
 * The fixed header: transparent over the hero, blurred and translucent once the page scrolls
 * (the `scrolled:` styles follow the attribute that trackPageScroll in lib/behaviour.ts keeps).
 * Its words and links are the header's copy file's, or the editor's live preview's: a row of links
 * from the width where they fit (links-row.ts), the menu below it; then the switch to the page in
 * the site's other languages.
 */
export function SiteHeader({ copy = headerCopy, homeHref = '/', languages }: { copy?: HeaderCopy; homeHref?: string; languages?: LanguageLinks }) {
  const links = copy.navigation;
  const row = linksRow(copy);
  return (
    <header className="surface-ink fixed inset-x-0 top-0 print:border-b-border z-40 [view-transition-name:site-header] border-b border-transparent bg-transparent transition-colors duration-200 motion-reduce:transition-none scrolled:border-ink-border scrolled:bg-ink/80 scrolled:backdrop-blur-md">
      {/* On a bar too narrow for the name beside the controls (320px, or enlarged text spacing),
          the mark alone leads home, rather than a name broken mid-word. */}
      <div className="page-container @container flex h-(--header-height) items-center justify-between gap-4">
        <a href={homeHref} aria-label={copy.homeLabel} className="flex min-w-0 items-center gap-2.5 rounded-md">
          <BrandMark className="size-8 shrink-0" />
          {/* The language switch takes the width of a name more. */}
          <span className={clsx('text-lg font-semibold tracking-tight text-ink-foreground', languages?.links.length ? '@max-[22rem]:hidden' : '@max-[18rem]:hidden')}>{siteConfig.name}</span>
        </a>
        {/* Where a printed page came from. */}
        <p className="hidden print:block">{siteConfig.url.replace(/^https?:\/\//, '')}</p>
        <nav aria-label={copy.navLabel} className={clsx('hidden print:hidden', ROW_SHOWN[row])}>
          <ul className="flex items-center gap-8 text-sm">
            {links.map((link, index) => (
              // By position: two links may read alike.
              <li key={index}>
                <NavLink href={link.href} label={link.label} className="inline-block py-2" />
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2 print:hidden">
          {languages && <HeaderLanguageSwitch {...languages} />}
          <ButtonLink href={loginHref} variant="secondary" className="min-h-10 px-4">
            {copy.login}
          </ButtonLink>
          <MobileMenu links={links} row={row} buttonLabel={copy.menuButton} navLabel={copy.navLabel} />
        </div>
      </div>
    </header>
  );
}
