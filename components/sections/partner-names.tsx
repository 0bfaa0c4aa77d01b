import { FittedWords } from '@/components/ui/fitted-words';

/**
 * The names of a page's partners, each in a tile of its own as a row of logos sets them: two to a
 * row, four on a wide screen. A long name comes down in size rather than break inside a word.
 */
export function PartnerNames({ names }: { names: readonly string[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {names.map((name, index) => (
        <li key={index} className="flex items-center justify-center rounded-2xl border border-border bg-background p-4">
          <p className="@container w-full text-center text-lg font-semibold tracking-tight text-muted-foreground">
            <FittedWords text={name} />
          </p>
        </li>
      ))}
    </ul>
  );
}
