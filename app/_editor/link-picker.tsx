'use client';

import { useState, type ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Combobox, Item } from '@keystar/ui/combobox';
import type { FormFieldInputProps } from '@keystatic/core';

import { LINK_PATTERN } from '@/lib/content-schema/links.mjs';

import { editorApi } from './keystatic-internals/addresses.mjs';
import { SAVED_STATE_READS, UNTIL_SAVED } from './reads-after-saves';

/** A page or a section of one, as the editor's API lists them (app/api/keystatic/). */
export type LinkTarget = { href: string; label: string };

type LinkPickerProps = FormFieldInputProps<string> & {
  label: string;
  description: string;
  /** Keystatic's own text field, drawn until the pages and sections have arrived. */
  TypedLink: ComponentType<FormFieldInputProps<string>>;
};

/** The pages and sections, one read for every link field of the editor, again after each save (useReadsAfterSaves) and when the tab is shown again. */
const useLinkTargets = () =>
  useQuery({
    queryKey: SAVED_STATE_READS.linkTargets,
    queryFn: async (): Promise<LinkTarget[]> => {
      const response = await fetch(editorApi('link-targets'));
      return response.ok ? response.json() : [];
    },
    ...UNTIL_SAVED,
  }).data;

/**
 * The editor's link field (schema.mjs): the site's pages and their sections to pick from, as the
 * copy has them now, or any address typed in. What it saves is checked again by the editor's
 * write API and by every build.
 */
export default function LinkPicker({ TypedLink, label, description, ...field }: LinkPickerProps) {
  const { value, onChange, autoFocus, forceValidation } = field;
  const targets = useLinkTargets();
  const [blurred, setBlurred] = useState(false);

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
