import { GlossaryText } from '@/components/glossary/glossary-text';

/** Paragraphs of body copy, with glossary terms explained in tooltips. */
export function Prose({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className="max-w-3xl space-y-5 text-lg leading-relaxed text-muted-foreground">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>
          <GlossaryText text={paragraph} />
        </p>
      ))}
    </div>
  );
}
