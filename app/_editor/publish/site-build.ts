// What Publish checks before it commits: `npm run build`, the copy and link checks and the export
// itself, exactly as CI and the deploy run them. It runs beside the dev server (Next.js keeps the
// dev server's files in .next/dev, apart from the build's).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

import { PRIVATE_VARIABLES } from '@/lib/next-internals/dev-server.mjs';

/** Runs the build in `projectRoot`; resolves to its last lines when it fails. `onLine` hears each line it prints. */
export function buildSite(projectRoot: string, onLine: (line: string) => void): Promise<string | undefined> {
  // The dev server's own settings (NODE_ENV=development, Next.js's private flags) are not the build's.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith(PRIVATE_VARIABLES))) as NodeJS.ProcessEnv;
  const build = spawn('npm', ['run', 'build', '--silent'], { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  for (const stream of [build.stdout, build.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      lines.push(line);
      if (line.trim()) onLine(line);
    });
  }
  return new Promise((resolve) => {
    build.on('error', (error) => resolve(error.message));
    build.on('close', (code) => resolve(code === 0 ? undefined : lines.filter((line) => line.trim()).slice(-15).join('\n')));
  });
}
