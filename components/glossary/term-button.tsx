import type { ComponentProps } from 'react';

import { TERM_ATTRIBUTE } from '@/lib/behaviour';

/** How a glossary term looks in running text, before and after its tooltip code has loaded. */
export function TermButton(props: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      {...{ [TERM_ATTRIBUTE]: '' }}
      className="cursor-help rounded-sm underline decoration-current/40 decoration-dotted underline-offset-4 print:no-underline"
      {...props}
    />
  );
}
