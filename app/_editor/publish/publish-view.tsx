'use client';

import Link from 'next/link';
import { useState } from 'react';

import { imageName } from '@/lib/content-schema/entry-rules.mjs';

import { translations } from '../keystatic-config';
import { PUBLISH_API } from '../keystatic-internals/addresses.mjs';
import type { FieldChange, FileChange } from './changes';
import type { Outcome } from './publish';
import { changeCount, postToPublish, readPublishState, usePublishState, type PublishState } from './publish-state';
import styles from './publish.module.css';
import { OutOfDateTranslations } from '../translations-view';
import { SiteStatus } from './site-status';



/** What the saved copy changes, beside what visitors see now; Publish, with its progress; Discard. At /keystatic/publish. */
export function PublishView() {
  const [state, setState] = usePublishState();
  const [steps, setSteps] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<Outcome>();
  const [running, setRunning] = useState(false);
  const [refusal, setRefusal] = useState<string>();

  const act = async (body: object) => {
    setRefusal(undefined);
    const response = await postToPublish(body);
    if (response.ok) setState((await response.json()) as PublishState);
    else setRefusal(await response.text());
  };

  const runPublish = async () => {
    setRunning(true);
    setSteps([]);
    setOutcome(undefined);
    try {
      const response = await postToPublish({ action: 'publish' });
      if (!response.ok || !response.body) return setOutcome({ kind: 'refused', message: await response.text() });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffered = '';
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        const lines = (buffered + read.value).split('\n');
        buffered = lines.pop()!;
        for (const line of lines.filter(Boolean)) {
          const message = JSON.parse(line) as { step?: string; outcome?: Outcome };
          if (message.step) setSteps((shown) => [...shown, message.step!]);
          if (message.outcome) setOutcome(message.outcome);
        }
      }
    } catch (error) {
      setOutcome({ kind: 'refused', message: `Not published: the dev server did not answer (${(error as Error).message}). Publish again to try once more.` });
    } finally {
      setRunning(false);
      setState(await readPublishState());
    }
  };

  if (!state) return <p className={styles.view}>Reading what is not yet published…</p>;
  const entries = Map.groupBy(state.changes, (change) => change.entry);
  const count = changeCount(state);

  return (
    <main className={styles.view}>
      <h1>Publish</h1>
      {state.problem ? (
        <p role="alert" className={styles.refused}>
          {state.problem}
        </p>
      ) : (
        <>
          <p>
            {count === 0
              ? 'Everything saved is published: visitors see the copy as it is here.'
              : `${count} ${count === 1 ? 'change' : 'changes'} saved and not yet published. ${state.review ? 'Publish sends them for review first.' : 'Publish checks and builds the site, then sends them live.'}`}
          </p>
          {state.interrupted && !outcome && (
            <p role="status" className={styles.refused}>
              {state.interrupted}
            </p>
          )}
          {!state.hasIdentity && <IdentityForm onSubmit={(name, email) => act({ action: 'identity', name, email })} />}
          {refusal && (
            <p role="alert" className={styles.refused}>
              {refusal}
            </p>
          )}
          {[...entries].map(([entry, changes]) => (
            <EntryChanges key={entry} changes={changes} onDiscard={(body) => act({ action: 'discard', ...body })} disabled={running} />
          ))}
          {translations.length > 0 && <OutOfDateTranslations />}
          {count > 0 && (
            <button type="button" className={styles.publish} onClick={runPublish} disabled={running || !state.hasIdentity}>
              {running ? 'Publishing…' : state.review ? 'Send for review' : 'Publish'}
            </button>
          )}
          {(running || steps.length > 0) && (
            <ol className={styles.progress} aria-label="Progress" role="status">
              {steps.slice(-6).map((step, index) => (
                <li key={`${steps.length}-${index}`}>{step}</li>
              ))}
            </ol>
          )}
          {outcome && <OutcomeMessage outcome={outcome} />}
        </>
      )}
    </main>
  );
}

function OutcomeMessage({ outcome }: { outcome: Outcome }) {
  const link = 'watch' in outcome ? outcome.watch : 'review' in outcome ? outcome.review : undefined;
  return (
    <>
      <div role="alert" className={outcome.kind === 'published' || outcome.kind === 'review' ? styles.published : styles.refused}>
        <p>
          {outcome.message} {link && <a href={link}>{link}</a>}
        </p>
      </div>
      {outcome.kind === 'published' && <SiteStatus commit={outcome.commit} pages={outcome.pages} />}
      {outcome.kind === 'review' && <SiteStatus commit={outcome.commit} pages={outcome.pages} branch={outcome.branch} />}
    </>
  );
}

function EntryChanges({ changes, onDiscard, disabled }: { changes: FileChange[]; onDiscard: (body: { entry?: string; path?: string; field?: string }) => void; disabled: boolean }) {
  const { entry, label, editorPage } = changes[0];
  const goesLive = changes.find((change) => change.goesLive)?.goesLive;
  return (
    <section className={styles.entry} aria-labelledby={`changes-${entry}`}>
      <h2 id={`changes-${entry}`}>
        {editorPage ? <Link href={editorPage}>{label}</Link> : label}
      </h2>
      {goesLive && <p>Scheduled: once published, it goes live {goesLive}.</p>}
      <button type="button" onClick={() => onDiscard({ entry })} disabled={disabled}>
        Discard every change to {label}
      </button>
      <ul>
        {changes.flatMap((change) =>
          change.fields.length > 0
            ? change.fields.map((field) => (
                <FieldRow key={`${change.path} ${field.field}`} field={field} onDiscard={() => onDiscard({ path: change.path, field: field.field })} disabled={disabled} />
              ))
            : [<ImageRow key={change.path} path={change.path} onDiscard={() => onDiscard({ path: change.path })} disabled={disabled} />],
        )}
      </ul>
    </section>
  );
}

function FieldRow({ field, onDiscard, disabled }: { field: FieldChange; onDiscard: () => void; disabled: boolean }) {
  return (
    <li className={styles.change}>
      <h3>{field.label}</h3>
      <div className={styles.sides}>
        <p>
          <span>Published</span>
          <del>{field.published ?? '(nothing)'}</del>
        </p>
        <p>
          <span>New</span>
          <ins>{field.current ?? '(nothing)'}</ins>
        </p>
      </div>
      <button type="button" onClick={onDiscard} disabled={disabled} aria-label={`Discard the change to ${field.label}`}>
        Discard
      </button>
    </li>
  );
}

function ImageRow({ path, onDiscard, disabled }: { path: string; onDiscard: () => void; disabled: boolean }) {
  const name = imageName(path);
  const src = (side: string) => `${PUBLISH_API}?${new URLSearchParams({ image: path, side })}`;
  return (
    <li className={styles.change}>
      <h3>{name}</h3>
      <div className={styles.sides}>
        <p>
          <span>Published</span>
          {/* eslint-disable-next-line @next/next/no-img-element -- a thumbnail of the editor's, served by the dev server */}
          <img src={src('published')} alt={`${name} as published`} onError={(event) => (event.currentTarget.hidden = true)} />
        </p>
        <p>
          <span>New</span>
          {/* eslint-disable-next-line @next/next/no-img-element -- as above */}
          <img src={src('current')} alt={`${name} as saved`} onError={(event) => (event.currentTarget.hidden = true)} />
        </p>
      </div>
      <button type="button" onClick={onDiscard} disabled={disabled} aria-label={`Discard the change to ${name}`}>
        Discard
      </button>
    </li>
  );
}

function IdentityForm({ onSubmit }: { onSubmit: (name: string, email: string) => void }) {
  return (
    <form
      className={styles.identity}
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        onSubmit(String(data.get('name')), String(data.get('email')));
      }}
    >
      <p>Each publish names who made it. This clone has no git name yet: give yours once.</p>
      <label>
        Your name <input name="name" required autoComplete="name" />
      </label>
      <label>
        Your email <input name="email" type="email" required autoComplete="email" />
      </label>
      <button type="submit">Save my name</button>
    </form>
  );
}
