// A file of the copy as a commit has it, and the same file written back to the working tree.
import { rmSync, writeFileSync } from 'node:fs';

import type { SimpleGit } from 'simple-git';

/** A file as `ref` has it, or undefined where it has no such file. */
export const fileAt = (git: SimpleGit, ref: string, path: string) =>
  git.binaryCatFile(['blob', `${ref}:${path}`]).then(
    (contents) => contents as Buffer,
    () => undefined,
  );

/** Writes `contents` to `file`, or removes the file where there is none. */
export const writeOrRemove = (file: string, contents: Buffer | string | undefined) => (contents === undefined ? rmSync(file, { force: true }) : writeFileSync(file, contents));
