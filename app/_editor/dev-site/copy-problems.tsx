import { statSync } from 'node:fs';
import { join } from 'node:path';

import { copyFiles } from '@/lib/content-schema/schema.mjs';

import styles from '../editor.module.css';
import { copyProblemsOnDisk } from '../saves/editor-checks';

let checked: { versions: string; problems: string | undefined } | undefined;

/** The copy's mistakes, checked again only once a copy file has changed: every page of the dev server draws this. */
function currentProblems(projectRoot: string) {
  const versions = [...copyFiles.keys()].map((file) => statSync(join(projectRoot, file)).mtimeMs).join();
  if (checked?.versions !== versions) checked = { versions, problems: copyProblemsOnDisk(projectRoot) };
  return checked.problems;
}

/**
 * Under `next dev`, on every page and in the editor: each mistake of the copy files as they are on
 * disk (an edit by hand, a `git pull`), with its file, field and line. The dev server keeps
 * drawing the copy as it last built meanwhile (content-module.mjs), so the editor stays open to mend it.
 */
export function CopyProblems() {
  const problems = currentProblems(process.cwd());
  if (!problems) return null;
  return (
    <div role="alert" data-copy-problems className={styles.copyProblems}>
      <p>The copy files have mistakes: the pages show the copy as it last built until they are mended. The build stops on them.</p>
      <pre>{problems}</pre>
    </div>
  );
}
