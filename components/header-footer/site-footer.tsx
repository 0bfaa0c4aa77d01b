import { BrandMark } from '@/components/brand/brand-mark';
import { FooterLanguageSwitch, type LanguageLinks } from '@/components/header-footer/language-switch';
import { footerCopy, type FooterCopy } from '@/lib/content-reader';
import { siteConfig } from '@/lib/site';

/** Its words are the footer's copy file's, or the editor's live preview's; above its last line, the page in each of the site's languages. */
export function SiteFooter({ copy = footerCopy, homeHref = '/', languages }: { copy?: FooterCopy; homeHref?: string; languages?: LanguageLinks }) {
  return (
    <footer className="surface-ink border-t border-ink-border bg-ink text-sm text-ink-muted">
      <div className="page-container grid gap-10 py-14 md:grid-cols-[2fr_1fr_1fr] print:grid-cols-2 print:py-6">
        <div className="max-w-sm">
          <a href={homeHref} className="inline-flex items-center gap-2.5 rounded-md text-ink-foreground">
            <BrandMark className="size-7" />
            <span className="text-base font-semibold tracking-tight">{siteConfig.name}</span>
          </a>
          <p className="mt-4 leading-relaxed">{copy.tagline}</p>
        </div>
        <nav aria-label={copy.navLabel} className="print:hidden">
          <ul className="space-y-1">
            {copy.navigation.map((link, index) => (
              // By position: two links may read alike.
              <li key={index}>
                <a href={link.href} className="inline-block py-1.5 hover:text-ink-foreground">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <p className="font-medium text-ink-foreground">{copy.contactLabel}</p>
          {/* An address breaks only where it cannot fit: its column grows to hold it whole. */}
          <a href={`mailto:${siteConfig.infoEmail}`} className="mt-2 inline-block py-1.5 wrap-break-word text-accent-bright hover:underline">
            {siteConfig.infoEmail}
          </a>
        </div>
      </div>
      <div className="border-t border-ink-border">
        {languages && <FooterLanguageSwitch {...languages} />}
        <p className="page-container py-6 print:py-3">
          {siteConfig.name} · {copy.launched}
        </p>
      </div>
    </footer>
  );
}
