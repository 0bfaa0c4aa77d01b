// Uploads a build (`out/`) to the deploy target (target.mjs) as a new release and makes it live:
//   1. its _next/static/ files into static/, beside every earlier deploy's, none removed, so a page
//      of an earlier deploy still open hydrates from its own build's files;
//   2. its pages into a new releases/<name>/site/ (files unchanged since the live release are hard
//      links to it), with the link to static/ and the release's record, deploy.json;
//   3. `live` switched to the new release with one rename, so visitors get the old release or the
//      new one whole, never a mix: a deploy stopped at any step before leaves the old one serving.
//      With --if-live (a scheduled run's rebuild), only if the live release is still the one its plan
//      saw; else it stands down, as a push deployed meanwhile is newer;
//   4. releases beyond the last KEPT_RELEASES removed.
// `node lib/deploy/deploy.mjs [out] [--if-live <release>|none]`, in the project's folder, with
// DEPLOY_TARGET set.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { articleListing } from '../content-reader/articles.mjs';
import { composedPageListing } from '../content-reader/page-list.mjs';
import { CONTENT_PATHS } from '../content-schema/entry-rules.mjs';
import { deployTarget, liveRecord, RELEASE_FILE, releaseFile } from './target.mjs';

/** Releases kept on the target, the live one among them: the ones before it can be switched back to by hand. */
export const KEPT_RELEASES = 5;

/**
 * What a release records of itself (deploy.json), for the next deploy's plan (plan.mjs): its
 * commit, the articles and composed pages it shows (`articles`), those still to go live with their
 * instants, and what counts as copy at that commit.
 * @param {string} out
 * @param {string} commit
 * @param {string} release
 */
export function releaseRecord(out, commit, release, deployedAt = new Date()) {
  const articles = [...articleListing(), ...composedPageListing()];
  const shown = (/** @type {{ href: string }} */ article) => existsSync(join(out, article.href, 'index.html'));
  return {
    release,
    commit,
    deployedAt: deployedAt.toISOString(),
    articles: articles.filter(shown).map(({ href }) => href),
    scheduled: articles.filter((article) => !shown(article)).map(({ href, goesLiveAt }) => ({ href, at: goesLiveAt.toISOString() })),
    copy: CONTENT_PATHS,
  };
}

/**
 * The switch of `live` to releases/<name>, one at a time (switch.lock), and with `ifLive` only from
 * that release (`none`: from nothing). Prints `switched` or `stood down`.
 * @param {string} name
 * @param {string | undefined} ifLive
 */
const switchScript = (name, ifLive) => `
got=; for wait in $(seq 30); do if mkdir switch.lock 2>/dev/null; then got=1; break; fi; sleep 1; done
[ -n "$got" ] || { echo "switch.lock is held: another deploy is switching, or one was stopped as it did (then remove the folder)" >&2; exit 1; }
trap 'rmdir switch.lock' EXIT
${ifLive ? `[ "$(readlink live || echo none)" = '${ifLive === 'none' ? 'none' : `releases/${ifLive}`}' ] || { echo "stood down: live is $(readlink live) since the plan"; exit 0; }` : ''}
ln -sfn 'releases/${name}' live.next && mv -T live.next live && echo switched`;

/**
 * Deploys `out` (the build of `commit`) to `target`, switching from the live release `ifLive` only
 * if given; resolves to the release's name, its record, and whether it went live.
 * @param {{ out?: string, commit: string, target?: import('./target.mjs').DeployTarget, now?: Date, ifLive?: string }} options
 */
export function deploy({ out = 'out', commit, target = deployTarget(), now = new Date(), ifLive = undefined }) {
  if (!existsSync(join(out, 'index.html'))) throw new Error(`${out}/ holds no site: run npm run build first`);
  if (ifLive !== undefined && !/^(none|[\w.-]+)$/.test(ifLive)) throw new Error(`--if-live ${ifLive}: give a release's name, or none`);
  const name = `${now.toISOString().replace(/[-:]/g, '')}-${commit.slice(0, 12)}`;
  const record = releaseRecord(out, commit, name, now);

  // A new folder, never one that is there: a release is written once, before it goes live.
  target.run(`mkdir -p static releases && mkdir 'releases/${name}' 'releases/${name}/site'`, 'Preparing the target');
  target.rsync([`${out}/_next/static/`, target.at('static/')], 'Uploading the assets');
  const hasLive = target.run('test -e live/site && echo live || true', 'Reading what is live').trim() === 'live';
  // A --link-dest path is taken from the destination: releases/<name>/site/ → the target's own folder.
  target.rsync(['--exclude=/_next/static/', ...(hasLive ? ['--link-dest=../../../live/site/'] : []), `${out}/`, target.at(`releases/${name}/site/`)], 'Uploading the pages');

  const staged = mkdtempSync(join(tmpdir(), 'release-'));
  try {
    mkdirSync(join(staged, 'site/_next'), { recursive: true });
    symlinkSync('../../../../static', join(staged, 'site/_next/static'));
    writeFileSync(join(staged, 'deploy.json'), `${JSON.stringify(record, null, 2)}\n`);
    writeFileSync(join(staged, 'site', RELEASE_FILE), releaseFile(commit, name, now));
    target.rsync([`${staged}/`, target.at(`releases/${name}/`)], 'Uploading the release’s record');
  } finally {
    rmSync(staged, { recursive: true, force: true });
  }

  const switched = target.run(switchScript(name, ifLive), 'Switching visitors to the new release').trim();
  target.run(
    `live=$(readlink live); ls -1 releases | sort | head -n -${KEPT_RELEASES} | while read -r old; do [ "releases/$old" = "$live" ] || rm -rf "releases/$old"; done`,
    'Removing old releases',
  );
  return { name, record, live: switched === 'switched', told: switched };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { 'if-live': { type: 'string' } } });
  const out = resolve(positionals[0] ?? 'out');
  const commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  const target = deployTarget();
  const before = liveRecord(target);
  const { name, record, live, told } = deploy({ out, commit, target, ifLive: values['if-live'] });
  if (!live) console.log(`Not deployed, ${told}: ${commit.slice(0, 7)} uploaded as releases/${name}, left aside.`);
  else console.log(`Deployed ${commit.slice(0, 7)} to ${target.spec} as releases/${name} (live before: ${before?.release ?? 'nothing'}).`);
  for (const { href, at } of record.scheduled) console.log(`Scheduled: ${href} at ${at}`);
}
