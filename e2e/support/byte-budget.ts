// `npm run budget` over another build's export (the stress copy's, the photos'): what it prints,
// and whether every page was within bench/budget.json.
import { spawnSync } from 'node:child_process';

export function byteBudget(out: string) {
  const run = spawnSync(process.execPath, ['bench/budget.mjs', out], { encoding: 'utf8' });
  return { held: run.status === 0, report: `${run.stdout}${run.stderr}` };
}

/** Each page's bytes in the export at `out`, by its address: `{ '/de/': { js: 147844, … } }`. */
export function pageBytes(out: string): Record<string, { js: number; html: number; payload: number }> {
  const run = spawnSync(process.execPath, ['bench/budget.mjs', out, '--json'], { encoding: 'utf8' });
  return Object.fromEntries((JSON.parse(run.stdout) as { page: string; js: number; html: number; payload: number }[]).map((row) => [row.page, row]));
}
