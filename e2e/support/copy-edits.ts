import { readFileSync, writeFileSync } from 'node:fs';

import { readYaml, writeYaml } from '@/lib/content-reader/yaml.mjs';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the copy of any page, changed field by field
export type Copy = Record<string, any>;

/**
 * A copy file's `text` with `change` made to its copy, written as the editor writes YAML
 * (lib/content-reader/yaml.mjs). Tests make their edits and mistakes this way, never by matching the copy's
 * wording, so that any copy the editor accepts keeps them green. `line` is where the nth line
 * that starts with (or matches) `start` is, for the mistakes the check names by line.
 */
export function changedCopy(text: string, change: (copy: Copy) => void) {
  const copy = readYaml(text) as Copy;
  change(copy);
  const changed = writeYaml(copy);
  const lines = changed.split('\n');
  const line = (start: string | RegExp, nth = 0) => {
    const found = lines.flatMap((each, index) => ((typeof start === 'string' ? each.startsWith(start) : start.test(each)) ? [index + 1] : []));
    if (found.length <= nth) throw new Error(`no line ${nth + 1} starting with ${start} in\n${changed}`);
    return found[nth];
  };
  return { text: changed, line };
}

/** Changes the copy file `file` on disk, as a save in the editor (or an edit by hand) does. */
export function editCopyFile(file: string, change: (copy: Copy) => void) {
  const changed = changedCopy(readFileSync(file, 'utf8'), change);
  writeFileSync(file, changed.text);
  return changed;
}
