'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { Combobox, Item } from '@keystar/ui/combobox';
import type { FormFieldInputProps } from '@keystatic/core';

import { LINK_PATTERN } from '@/lib/content-schema/links.mjs';

import { editorApi } from './keystatic-internals/addresses.mjs';

/** A page or a section of one, as the editor's API lists them (app/api/keystatic/). */
export type LinkTarget = { href: string; label: string };

type LinkPickerProps = FormFieldInputProps<string> & {
  label: string;
  description: string;
  /** Keystatic's own text field, drawn until the pages and sections have arrived. */
  TypedLink: ComponentType<FormFieldInputProps<string>>;
};

/**
 * The editor's link field (schema.mjs): the site's pages and their sections to pick from, as the
 * copy has them now, or any address typed in. What it saves is checked again by the editor's
 * write API and by every build.
 */
export default function LinkPicker({ TypedLink, label, description, ...field }: LinkPickerProps) {
  const { value, onChange, autoFocus, forceValidation } = field;
  const [targets, setTargets] = useState<LinkTarget[]>();
  const [blurred, setBlurred] = useState(false);

  useEffect(() => {
    void fetch(editorApi('link-targets'))
      .then((response) => (response.ok ? response.json() : []))
      .then(setTargets);
  }, []);

  // A menu opened before its options arrive would stay empty.
  if (!targets) return <TypedLink {...field} />;

  const problem = value === '' ? `${label} must not be empty` : LINK_PATTERN.regex.test(value) ? undefined : LINK_PATTERN.message;
  return (
    <Combobox
      label={label}
      description={description}
      isRequired
      width="100%"
      autoFocus={autoFocus}
      allowsCustomValue
      menuTrigger="focus"
      defaultItems={targets}
      inputValue={value}
      onInputChange={onChange}
      onBlur={() => setBlurred(true)}
      errorMessage={forceValidation || blurred ? problem : undefined}
    >
      {(target) => (
        <Item key={target.href} textValue={target.href}>
          {target.label}
        </Item>
      )}
    </Combobox>
  );
}
