// Runs a command on the project's Node.js line (.nvmrc), fetching that line's binary from npm
// when the machine's own Node is another one, so `npm test` needs no version manager:
// `node lib/toolchain/project-node.mjs npm run check`. With no command, prints the binary's path.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { delimiter, dirname } from 'node:path';

import { nodeOfLine, RUNNING_NODE_LINE } from './node-lines.mjs';

/** The active LTS, which CI, the tests and the benches run on. */
const PROJECT_NODE_LINE = Number(readFileSync(new URL('../../.nvmrc', import.meta.url), 'utf8'));

const node = nodeOfLine(PROJECT_NODE_LINE);
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.log(node);
} else {
  if (RUNNING_NODE_LINE !== PROJECT_NODE_LINE) console.log(`Node.js ${process.versions.node} here; running \`${command} ${args.join(' ')}\` on ${node}`);
  const { status } = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${dirname(node)}${delimiter}${process.env.PATH}` },
  });
  process.exit(status ?? 1);
}
