import type { ComponentProps } from 'react';
import clsx from 'clsx';

import type { ActionPair } from '@/lib/content-reader';

const variants = {
  /** Filled accent button for dark bands. */
  primary: 'bg-accent-bright text-ink hover:bg-sky-300',
  /** Outlined button for dark bands. */
  secondary: 'border border-ink-border text-ink-foreground hover:bg-white/10',
  /** Filled button for light sections. */
  solid: 'bg-accent text-white hover:bg-sky-800',
  /** Outlined button for light sections. */
  outline: 'border border-border text-foreground hover:bg-muted',
} as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClassName(variant: ButtonVariant, className?: string) {
  return clsx(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 text-sm font-semibold transition-colors',
    // A contrast theme drops the fill; the border in the theme's button colour keeps it a button.
    'forced-colors:border forced-colors:border-[ButtonText]',
    variants[variant],
    className,
  );
}

type ButtonLinkProps = ComponentProps<'a'> & { variant: ButtonVariant };

/** A link that looks like a button. Each leads to another page, which paper cannot: not printed. */
export function ButtonLink({ variant, className, ...props }: ButtonLinkProps) {
  return <a className={buttonClassName(variant, clsx('print:hidden', className))} {...props} />;
}

/** The usual pair of calls to action on a dark band: one filled, one outlined. */
export function ButtonPair({ primary, secondary }: ActionPair) {
  return (
    <>
      <ButtonLink href={primary.href} variant="primary">
        {primary.label}
      </ButtonLink>
      <ButtonLink href={secondary.href} variant="secondary">
        {secondary.label}
      </ButtonLink>
    </>
  );
}
