// A field's name as the editor's form labels it, for the views that list fields (Publish, History,
// Translations): plain code, which the browser runs as well as the dev server.
import { fieldPath } from '@/lib/content-schema/entry-rules.mjs';

export type FieldSchema = { kind: string; label?: string; fields?: Record<string, FieldSchema>; element?: FieldSchema; discriminant?: FieldSchema; values?: Record<string, FieldSchema> };

/** A field's name as the editor's form labels it: `cards[1].title` → `Cards 2 › Title`, a section's `sections[2].value.title` → `Sections 3 › Title`. */
export function fieldLabel(schema: Record<string, FieldSchema>, field: string) {
  const names: string[] = [];
  let at: FieldSchema | undefined = { kind: 'object', fields: schema };
  for (const key of fieldPath(field)) {
    if (typeof key === 'number') {
      names.push(`${names.pop() ?? 'Item'} ${key + 1}`);
      at = at?.element;
    } else if (at?.kind === 'conditional' && key === 'value') {
      // A section's fields, of whichever kind it is: their labels, not the value that holds them.
      at = { kind: 'object', fields: Object.assign({}, ...Object.values(at.values ?? {}).map((value) => value.fields)) };
    } else if (at?.kind === 'conditional') {
      at = at.discriminant;
      names.push(at?.label ?? 'Kind');
    } else {
      at = at?.fields?.[key];
      // A rich-text field keeps its label to itself (the body's): its name, as the form capitalises it.
      names.push(at?.label ?? key.replace(/^./, (first) => first.toUpperCase()));
    }
  }
  return names.join(' › ');
}
