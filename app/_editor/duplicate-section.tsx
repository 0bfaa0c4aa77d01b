'use client';

import { ActionButton } from '@keystar/ui/button';
import { Item, Menu, MenuTrigger } from '@keystar/ui/menu';
import type { ComponentSchema } from '@keystatic/core';

/**
 * A field of the form as Keystatic hands it to an Input (its public `PreviewProps`), read
 * structurally: a field's value, an object's fields, a section's kind and value, a list's items.
 */
type FieldProps = {
  schema: ComponentSchema;
  value?: unknown;
  fields?: Record<string, FieldProps>;
  discriminant?: string | boolean;
  elements?: readonly (FieldProps & { key: string })[];
};

type SectionsProps = FieldProps & {
  schema: Extract<ComponentSchema, { kind: 'array' }>;
  elements: readonly (FieldProps & { key: string })[];
  onChange(items: readonly { key: string | undefined; value?: unknown }[]): void;
};

/** A field's value as a new item's takes it (Keystatic's `InitialOrUpdateValueFromComponentPropField`): the same words, lists and images. */
function copyOf(field: FieldProps): unknown {
  switch (field.schema.kind) {
    case 'form':
      return field.value;
    case 'object':
      return Object.fromEntries(Object.entries(field.fields!).map(([name, inner]) => [name, copyOf(inner)]));
    case 'conditional':
      return { discriminant: field.discriminant, value: copyOf(field.value as FieldProps) };
    case 'array':
      return field.elements!.map((element) => ({ key: undefined, value: copyOf(element) }));
    default:
      return undefined;
  }
}

/**
 * Beside the page's list of sections (components/sections/): a menu of its sections, any of which it
 * copies in right below itself, words, lists and images, its title marked "(copy)" and its anchor left
 * out, to change and move as any other.
 */
export default function DuplicateSection({ schema, elements, onChange }: SectionsProps) {
  const full = elements.length >= (schema.validation?.length?.max ?? Infinity);
  const duplicate = (key: string) => {
    const index = elements.findIndex((element) => element.key === key);
    const kept = elements.map((element) => ({ key: element.key }));
    const copy = copyOf(elements[index]) as { discriminant: string; value: Record<string, unknown> };
    // A title of its own (a page names each section once, composed-page-check.mjs), so the marketer sees
    // which is the copy, and no anchor (an anchor appears once on a page).
    if (typeof copy.value.title === 'string') copy.value.title = `${copy.value.title} (copy)`;
    if (typeof copy.value.id === 'string') copy.value.id = '';
    onChange([...kept.slice(0, index + 1), { key: undefined, value: copy }, ...kept.slice(index + 1)]);
  };
  return (
    <MenuTrigger>
      <ActionButton alignSelf="start" isDisabled={elements.length === 0 || full}>
        Duplicate a section
      </ActionButton>
      <Menu items={elements.map((element, index) => ({ key: element.key, label: `${index + 1}. ${schema.itemLabel?.(element) ?? ''}` }))} onAction={(key) => duplicate(String(key))}>
        {(item) => <Item key={item.key}>{item.label}</Item>}
      </Menu>
    </MenuTrigger>
  );
}
