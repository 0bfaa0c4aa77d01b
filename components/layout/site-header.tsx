import { BrandMark } from '@/components/brand-mark';
import { ButtonLink } from '@/components/button-link';
import { HeaderShell } from '@/components/layout/header-shell';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { NavLink } from '@/components/layout/nav-link';
import { headerCopy } from '@/lib/content';
import { loginHref, mainRoutes, siteConfig } from '@/lib/site';

export function SiteHeader() {
  return (
    <HeaderShell>
      <div className="page-container flex h-(--header-height) items-center justify-between gap-4">
        <a href="/" aria-label={headerCopy.homeLabel} className="flex items-center gap-2.5 rounded-md">
          <BrandMark className="size-8" />
          <span className="text-lg font-semibold tracking-tight text-ink-foreground">{siteConfig.name}</span>
        </a>
        <nav aria-label={headerCopy.navLabel} className="hidden md:block">
          <ul className="flex items-center gap-8 text-sm">
            {mainRoutes.map((route) => (
              <li key={route.href}>
                <NavLink href={route.href} label={route.label} className="inline-block py-2" />
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <ButtonLink href={loginHref} variant="secondary" className="min-h-10 px-4">
            {headerCopy.login}
          </ButtonLink>
          <MobileMenu links={mainRoutes} buttonLabel={headerCopy.menuButton} navLabel={headerCopy.navLabel} />
        </div>
      </div>
    </HeaderShell>
  );
}
