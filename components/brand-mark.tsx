/** The logo glyph: three buses joined by branches, drawn like a single-line diagram. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={className} fill="none" strokeLinecap="round">
      <rect x="1" y="1" width="30" height="30" rx="8" className="fill-ink-raised stroke-ink-border" />
      <path d="M9 22 16 10l7 12H9Z" stroke="#38bdf8" strokeWidth="1.75" strokeLinejoin="round" />
      <path d="M6.5 22h5M20.5 22h5M13.5 10h5" stroke="#f1f5f9" strokeWidth="2.25" />
    </svg>
  );
}
