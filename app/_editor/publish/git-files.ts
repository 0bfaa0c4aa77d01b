// What Publish reads of git: an output's lines, an object's name, a file of the copy as a commit
// has it; and the same file written back to the working tree.
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

/** The lines of a git command's output. */
export const lines = (output: string) => output.split('\n').filter(Boolean);

/** The object `ref` names (a commit, or a file as `<ref>:<path>` or `:<path>` in the index), or '' where it names none. */
export const objectOf = (git: SimpleGit, ref: string) => git.raw(['rev-parse', '--quiet', '--verify', ref]).then((sha) => sha.trim(), () => '');
