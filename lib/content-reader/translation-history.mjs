/**
 * A translation's earlier versions in git, each with its record of originals
 * (translation-originals.mjs): a field saved again with a wording it had in one of them (a version
 * restored from History, a change undone) was translated from what that version's record says,
 * not from the original as it is now.
 */
import { execFileSync } from 'node:child_process';

import { readYaml } from './yaml.mjs';

/** How far back a save looks: History lists the last 50 versions, and a restore is of a recent one. */
const VERSIONS = 50;

/**
 * The objects `git cat-file --batch` printed, in the order asked: each one's text, undefined where missing.
 * @param {Buffer} output
 */
function batchObjects(output) {
  /** @type {(string | undefined)[]} */
  const objects = [];
  for (let at = 0; at < output.length; ) {
    const end = output.indexOf(10, at);
    const header = output.subarray(at, end).toString('utf8');
    at = end + 1;
    if (header.endsWith(' missing')) {
      objects.push(undefined);
      continue;
    }
    const size = Number(header.split(' ')[2]);
    objects.push(output.subarray(at, at + size).toString('utf8'));
    at += size + 1;
  }
  return objects;
}

/**
 * The last versions of `translationFile` committed, newest first, each with the record of
 * originals beside it then (`recordFile`); none outside a git repository.
 * @param {string} projectRoot
 * @param {string} translationFile its path in the project
 * @param {string} recordFile
 * @returns {{ copy: unknown, record: Record<string, string> }[]}
 */
export function earlierVersions(projectRoot, translationFile, recordFile) {
  const git = (/** @type {string[]} */ args, input = '') => execFileSync('git', args, { cwd: projectRoot, input, stdio: ['pipe', 'pipe', 'ignore'] });
  let commits;
  try {
    commits = git(['log', `--max-count=${VERSIONS}`, '--format=%H', '--', translationFile]).toString('utf8').split('\n').filter(Boolean);
  } catch {
    return [];
  }
  if (commits.length === 0) return [];
  // `<commit>:./<path>`: the path from the project's folder, wherever the repository's root is.
  const objects = batchObjects(git(['cat-file', '--batch'], `${commits.flatMap((commit) => [`${commit}:./${translationFile}`, `${commit}:./${recordFile}`]).join('\n')}\n`));
  return commits.map((_, index) => ({ copy: readYaml(objects[2 * index] ?? ''), record: /** @type {Record<string, string>} */ (readYaml(objects[2 * index + 1] ?? '') ?? {}) }));
}
