'use client';

import { useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { ActionButton } from '@keystar/ui/button';
import { Notice } from '@keystar/ui/notice';
import { Text } from '@keystar/ui/typography';
import type { FormFieldInputProps } from '@keystatic/core';
import { usePathname } from 'next/navigation';

import { languagesCopy } from '@/lib/content-reader';

import styles from './editor.module.css';
import { entryOfAddress } from './keystatic-internals/addresses.mjs';
import { fieldNameAt } from './keystatic-internals/field-names';
import { useStillFits, useTranslationStates } from './translation-states';

type Props = FormFieldInputProps<string> & {
  /** Keystatic's own input of the field. */
  Input: ComponentType<FormFieldInputProps<string>>;
  /** The field's place in its entry, `[]` for each list it is in: `cards[].title`. */
  at: string;
  label: string;
};

/**
 * A field of a translation's form: Keystatic's input, and under it the original's wording, with a
 * button that copies it in, and, where the original changed since the field was translated, both
 * of its wordings.
 */
export default function TranslationField({ Input, at, label, ...field }: Props) {
  const element = useRef<HTMLDivElement>(null);
  const [name, setName] = useState<string>();
  const entry = entryOfAddress(usePathname());
  const state = useTranslationStates()?.[entry];
  const stillFits = useStillFits();

  useLayoutEffect(() => setName(fieldNameAt(at, element.current!)), [at]);

  const original = name === undefined ? undefined : state?.originals[name];
  const stale = state?.outOfDate.find((mark) => mark.field === name);
  return (
    <div ref={element} className={styles.translationField}>
      <Input {...field} />
      {original !== undefined && (
        <>
          <Text size="small" color="neutralSecondary">
            Original: <span lang={languagesCopy.site.code}>{original}</span>
          </Text>
          {stale && (
            <>
              <Notice tone="caution">
                Out of date: when this was translated, the original said “{stale.was}”. It now says “{stale.now}”. A new translation saved clears this.
              </Notice>
              <ActionButton alignSelf="start" onPress={() => stillFits(entry, stale.field)} aria-label={`The translation of ${label} still fits`}>
                The translation still fits
              </ActionButton>
            </>
          )}
          {/* On press, not release: pressing it blurs an empty field, whose "required" message
              then pushes the button down, and the release would land beside it. */}
          <ActionButton alignSelf="start" onPressStart={() => field.onChange(original)} aria-label={`Copy the original of ${label} in`}>
            Copy the original in
          </ActionButton>
        </>
      )}
    </div>
  );
}
