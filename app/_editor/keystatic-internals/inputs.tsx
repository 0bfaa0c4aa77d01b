'use client';

/**
 * The editor's own inputs in Keystatic's form: the link picker on every link field, and Duplicate
 * beside a landing page's sections. Keystatic draws each field with the `Input` of its schema
 * object, so replacing that function changes the form; its custom-field API would mean writing
 * each field again. The schema itself stays free of the editor's code (lib/content-schema/).
 */
import type { ComponentProps, ComponentType } from 'react';

import { siteLinkFields } from '@/lib/content-schema/fields.mjs';
import { sections } from '@/components/composed-pages/composed-page-schema.mjs';

import DuplicateSection from '../duplicate-section';
import LinkPicker from '../link-picker';

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
