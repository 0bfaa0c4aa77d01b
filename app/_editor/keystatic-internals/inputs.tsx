'use client';

/**
 * The editor's own inputs in Keystatic's form: the link picker on every link field, Duplicate
 * beside a landing page's sections, and the original's wording under each field of a translation. Keystatic draws each field with the `Input` of its schema
 * object, so replacing that function changes the form; its custom-field API would mean writing
 * each field again. The schema itself stays free of the editor's code (lib/content-schema/).
 */
import type { ComponentProps, ComponentType } from 'react';
import type { ComponentSchema, FormFieldInputProps } from '@keystatic/core';

import { siteLinkFields } from '@/lib/content-schema/fields.mjs';
import { singletons } from '@/lib/content-schema/schema.mjs';
import { entryOfTranslation, holdsText } from '@/lib/content-schema/translation-forms.mjs';
import { sections } from '@/components/composed-pages/composed-page-schema.mjs';

import DuplicateSection from '../duplicate-section';
import config from '../keystatic-config';
import LinkPicker from '../link-picker';
import TranslationField from '../translation-field';

type Input<Props> = ComponentType<Props>;
type LinkProps = ComponentProps<typeof LinkPicker>;
type TypedLinkProps = ComponentProps<LinkProps['TypedLink']>;

/** The fields given the editor's inputs already: a module reloaded by the dev server gives them again. */
const given = new WeakSet<object>();

/** Gives Keystatic's form the editor's inputs, once. */
export function giveEditorInputs() {
  for (const [field, { label, description }] of siteLinkFields()) {
    if (given.has(field)) continue;
    given.add(field);
    const TypedLink = field.Input as Input<TypedLinkProps>;
    field.Input = function LinkField(props: TypedLinkProps) {
      return <LinkPicker {...props} label={label} description={description} TypedLink={TypedLink} />;
    } as typeof field.Input;
  }
  for (const [name, translation] of Object.entries(config.singletons)) {
    const translated = entryOfTranslation(name);
    if (translated) giveTranslationInputs(translation.schema, singletons[translated.entry as keyof typeof singletons].schema);
  }
  if (given.has(sections)) return;
  given.add(sections);
  const BlocksInput = sections.Input as Input<ComponentProps<typeof DuplicateSection>>;
  sections.Input = function SectionsInput(props: ComponentProps<typeof DuplicateSection>) {
    return (
      <>
        <BlocksInput {...props} />
        <DuplicateSection {...props} />
      </>
    );
  } as typeof sections.Input;
}

type Fields = Record<string, ComponentSchema>;

/**
 * Gives each text of a translation's form (`fields`) the original's wording under it, walking the
 * original's fields (`originals`) beside it: they tell a text from a link, an anchor or an image.
 */
function giveTranslationInputs(fields: Fields, originals: Fields, at = '') {
  for (const [key, field] of Object.entries(fields)) {
    const name = at ? `${at}.${key}` : key;
    walk(field, originals[key], name);
  }
}

function walk(field: ComponentSchema, original: ComponentSchema, at: string) {
  if (field.kind === 'object' && original.kind === 'object') return giveTranslationInputs(field.fields, original.fields, at);
  if (field.kind === 'array' && original.kind === 'array') return walk(field.element, original.element, `${at}[]`);
  if (field.kind !== 'form' || !holdsText(original) || given.has(field)) return;
  given.add(field);
  const Input = field.Input as Input<FormFieldInputProps<string>>;
  const label = 'label' in field ? String(field.label) : '';
  field.Input = function TranslatedText(props: FormFieldInputProps<string>) {
    return <TranslationField {...props} Input={Input} at={at} label={label} />;
  } as typeof field.Input;
}
