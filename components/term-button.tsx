import type { ComponentProps } from 'react';

/** How a glossary term looks in running text, before and after its tooltip code has loaded. */
export function TermButton(props: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      className="cursor-help rounded-sm underline decoration-current/40 decoration-dotted underline-offset-4"
      {...props}
    />
  );
}
