// A review request's preview: the branch's build (SITE_PREVIEW=true), uploaded to the deploy
// target beside the live site, never into it, at an address of its own. Pushing again replaces it
// in one step; closing the request removes it.
//   previews/<name>                 a link to the preview's newest build, which nginx serves
//   previews/.builds/<name>.<time>/ each upload: site/, the whole out/ with its record
// `node lib/deploy/preview.mjs deploy <branch> [out]` or `… remove <branch>`, with DEPLOY_TARGET set.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { previewAddress, previewName, QR_FILE } from './preview-name.mjs';
import { deployTarget, RELEASE_FILE, releaseFile } from './target.mjs';

/** Uploads of a preview kept: its newest, and the one before, so a tab opened on it keeps its files a while. */
const KEPT_BUILDS = 2;

/**
 * Uploads `out` as the preview of `branch`, and makes it the one its address serves.
 * @param {{ out?: string, commit: string, branch: string, target?: import('./target.mjs').DeployTarget, now?: Date }} options
 */
export async function deployPreview({ out = 'out', commit, branch, target = deployTarget(), now = new Date() }) {
  if (!existsSync(join(out, 'index.html'))) throw new Error(`${out}/ holds no site: run SITE_PREVIEW=true npm run build first`);
  const name = previewName(branch);
  // A name cannot hold a dot: one build's name never begins with another preview's.
  const build = `${name}.${now.toISOString().replace(/[-:.]/g, '')}`;
  const address = previewAddress(name);
  const staged = mkdtempSync(join(tmpdir(), 'preview-'));
  try {
    writeFileSync(join(staged, RELEASE_FILE), releaseFile(commit, build, now));
    // Imported here: removing a preview needs nothing installed.
    if (address) writeFileSync(join(staged, QR_FILE), (await import('uqr')).renderSVG(address));
    target.run(`mkdir -p previews/.builds && mkdir 'previews/.builds/${build}'`, 'Preparing the preview');
    const hasOne = target.run(`test -e 'previews/${name}/site' && echo yes || true`, 'Reading the preview').trim() === 'yes';
    // Unchanged files (by content: two builds can write a file in the same second) are hard links to the preview's last upload.
    target.rsync([...(hasOne ? ['--checksum', `--link-dest=../../../${name}/site/`] : []), `${out}/`, target.at(`previews/.builds/${build}/site/`)], 'Uploading the preview');
    target.rsync([`${staged}/`, target.at(`previews/.builds/${build}/site/`)], 'Uploading the preview’s record');
  } finally {
    rmSync(staged, { recursive: true, force: true });
  }
  target.run(`ln -sfn '.builds/${build}' 'previews/${name}.next' && mv -T 'previews/${name}.next' 'previews/${name}'`, 'Switching the preview');
  target.run(`ls -1d 'previews/.builds/${name}.'* | sort | head -n -${KEPT_BUILDS} | xargs -r rm -rf`, 'Removing the preview’s older uploads');
  return { name, build, address };
}

/**
 * Removes the preview of `branch`, all its uploads with it; the live site is not touched.
 * @param {{ branch: string, target?: import('./target.mjs').DeployTarget }} options
 */
export function removePreview({ branch, target = deployTarget() }) {
  const name = previewName(branch);
  target.run(`rm -f 'previews/${name}' && rm -rf 'previews/.builds/${name}.'*`, 'Removing the preview');
  return { name };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [action, branch, out = 'out'] = process.argv.slice(2);
  if (!branch || (action !== 'deploy' && action !== 'remove')) throw new Error('Usage: node lib/deploy/preview.mjs deploy|remove <branch> [out]');
  if (action === 'remove') console.log(`Removed the preview ${removePreview({ branch }).name}.`);
  else {
    // No top-level await: the tests require this module.
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
    deployPreview({ out: resolve(out), commit, branch }).then(({ name, address }) => console.log(`Preview ${name} shows ${commit.slice(0, 7)}${address ? ` at ${address}` : ''}.`));
  }
}
