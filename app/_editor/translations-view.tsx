'use client';

import Link from 'next/link';

import { translatedCopyFiles, translationEntry } from '@/lib/content-schema/translation-forms.mjs';

import { translations } from './keystatic-config';
import { entryAddress, TRANSLATIONS_ADDRESS } from './keystatic-internals/addresses.mjs';
import { fieldLabel, type FieldSchema } from './publish/field-labels';
import styles from './publish/publish.module.css';
import { SAVED_STATE_READS, useReadAgainOnOpen } from './reads-after-saves';
import { useTranslationStates, type TranslationState } from './translation-states';

type States = Record<string, TranslationState>;

/** Each page and part of the language `code`, its translation's entry (`de.home`), and what the editor's API says of it. */
const pagesIn = (code: string, states: States) =>
  translatedCopyFiles().map(([, { entry, label, schema }]) => {
    const translation = translationEntry(code, entry);
    return { entry: translation, label, schema: schema as Record<string, FieldSchema>, state: states[translation] };
  });

const outOfDateCount = (states: States | undefined) => Object.values(states ?? {}).reduce((sum, { outOfDate }) => sum + outOfDate.length, 0);

/** Each field of the translations whose original changed since it was translated, with both wordings, by language and page. */
export function OutOfDateTranslations() {
  const states = useTranslationStates() ?? {};
  const marked = translations.flatMap(({ code, name }) => pagesIn(code, states).flatMap((page) => (page.state?.outOfDate.length ? [{ ...page, language: name }] : [])));
  if (marked.length === 0) return null;
  return (
    <section className={styles.entry} aria-labelledby="out-of-date">
      <h2 id="out-of-date">Translations out of date</h2>
      <p>Their originals changed since they were translated. They are published as they are, and stay marked until each is translated anew.</p>
      {marked.map(({ entry, label, language, schema, state }) => (
        <ul key={entry} aria-label={`${language} › ${label}`}>
          {state.outOfDate.map(({ field, was, now }) => (
            <li key={field} className={styles.change}>
              <h3>
                <Link href={entryAddress(entry)}>
                  {language} › {label} › {fieldLabel(schema, field)}
                </Link>
              </h3>
              <p>
                The original said “{was}”. It now says “{now}”.
              </p>
            </li>
          ))}
        </ul>
      ))}
    </section>
  );
}

/** Every language's pages and parts, with the fields each translation misses and has out of date. At /keystatic/translations. */
export function TranslationsView() {
  const states = useTranslationStates();
  useReadAgainOnOpen(SAVED_STATE_READS.translations);
  if (!states) return <p className={styles.view}>Reading the translations…</p>;
  return (
    <main className={styles.view}>
      <h1>Translations</h1>
      <p>A page shows in a language once it, the header, the footer and the error screen miss no field, and the language’s Home shows.</p>
      {translations.map(({ code, name }) => (
        <section key={code} className={styles.entry} aria-labelledby={`language-${code}`}>
          <h2 id={`language-${code}`}>{name}</h2>
          <table className={styles.translations}>
            <thead>
              <tr>
                <th scope="col">Page or part</th>
                <th scope="col">Fields missing</th>
                <th scope="col">Out of date</th>
              </tr>
            </thead>
            <tbody>
              {pagesIn(code, states).map(({ entry, label, state }) => (
                <tr key={entry}>
                  <th scope="row">
                    <Link href={entryAddress(entry)}>{label}</Link>
                  </th>
                  <td>{state?.problem ? `Not readable: ${state.problem}` : (state?.missing.length ?? 0)}</td>
                  <td>{state?.outOfDate.length ?? 0}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {pagesIn(code, states)
            .filter(({ state }) => state?.needsArticle)
            .map(({ entry, label }) => (
              <p key={entry}>
                {label} shows in {name} once an article written in it is live: an article whose Language is {code}.
              </p>
            ))}
        </section>
      ))}
      <OutOfDateTranslations />
    </main>
  );
}

/** In the editor's bar, once the site has a translation: the way to the view, with how many fields are out of date. */
export function TranslationsLink() {
  const count = outOfDateCount(useTranslationStates());
  return (
    <Link href={TRANSLATIONS_ADDRESS}>
      Translations{count > 0 && ' '}
      {count > 0 && (
        <span className={styles.count}>
          {count}
          <span className={styles.countWord}> out of date</span>
        </span>
      )}
    </Link>
  );
}
