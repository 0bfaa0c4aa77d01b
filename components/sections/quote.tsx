type QuoteProps = { quote: string; name: string; role: string };

/** Words someone said, with who said them and in what role: a `<blockquote>` in its `<figure>`, set as a card. */
export function Quote({ quote, name, role }: QuoteProps) {
  return (
    <figure className="max-w-3xl rounded-2xl border border-border bg-background p-7 sm:p-8">
      <blockquote className="text-heading leading-snug font-medium text-foreground">
        <p>{quote}</p>
      </blockquote>
      <figcaption className="mt-6 text-muted-foreground">
        <span className="font-semibold text-foreground">{name}</span>, {role}
      </figcaption>
    </figure>
  );
}
