// The machine's own git settings (~/.gitconfig) play no part in these tests: each repository is
// made with the identity its test means. HOME, not GIT_CONFIG_GLOBAL, since simple-git drops every
// GIT_* variable from the environment of the git it starts. Set before Jest starts the processes
// that run the tests, so every git they start inherits it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function gitSettings() {
  const home = mkdtempSync(join(tmpdir(), 'git-home-'));
  writeFileSync(join(home, '.gitconfig'), '[init]\n\tdefaultBranch = main\n');
  process.env.HOME = home;
  // This runs in Jest's own process, which ends with the run.
  process.on('exit', () => rmSync(home, { recursive: true, force: true }));
}
