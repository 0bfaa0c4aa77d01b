'use client';

import { usePathname } from 'next/navigation';
import clsx from 'clsx';

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '') || '/';

type NavLinkProps = {
  href: string;
  label: string;
  className?: string;
};

/** A header link that highlights itself, and tells assistive tech, when it is the current page. */
export function NavLink({ href, label, className }: NavLinkProps) {
  const pathname = usePathname();
  const isCurrent = pathname !== null && withoutTrailingSlash(pathname) === withoutTrailingSlash(href);

  return (
    <a
      href={href}
      aria-current={isCurrent ? 'page' : undefined}
      className={clsx(
        'font-medium transition-colors',
        // A contrast theme shows every link in one colour: the current one is underlined too.
        isCurrent ? 'text-accent-bright forced-colors:underline forced-colors:underline-offset-4' : 'text-ink-foreground/85 hover:text-ink-foreground',
        className,
      )}
    >
      {label}
    </a>
  );
}
