// The deploy target: the folder the site is uploaded to, given as DEPLOY_TARGET, a folder on a host
// reached over ssh (`deploy@host:/srv/gridwright`) or on this machine (`/srv/gridwright`). ssh
// options come from RSYNC_RSH, as rsync itself takes them. Its layout (README.md beside this file):
//   static/            every deploy's _next/static/ files, named by their content, never removed
//   releases/<name>/   one per deploy: site/ (the pages; its _next/static is a link to static/) and deploy.json
//   live               a link to the release visitors get; nginx's root is live/site
import { spawnSync } from 'node:child_process';

/**
 * The target in `spec` (DEPLOY_TARGET): where to copy to, and a shell there.
 * @typedef {ReturnType<typeof deployTarget>} DeployTarget
 */

export function deployTarget(spec = process.env.DEPLOY_TARGET) {
  if (!spec) throw new Error('DEPLOY_TARGET is not set: give the folder to deploy to, on this machine (/srv/site) or on a host (deploy@host:/srv/site)');
  const [, host, remotePath] = /^([^/:]+):(.+)$/.exec(spec) ?? [];
  const path = (host ? remotePath : spec).replace(/(.)\/+$/, '$1');
  if (path.includes("'")) throw new Error(`DEPLOY_TARGET=${spec}: a folder whose name holds a quote is not taken`);
  const shell = (process.env.RSYNC_RSH || 'ssh').split(/\s+/).filter(Boolean);

  /**
   * @param {string} step
   * @param {import('node:child_process').SpawnSyncReturns<string>} result
   */
  const failed = (step, result) => new Error(`${step} failed on ${spec}: ${(result.error?.message ?? result.stderr ?? '').trim() || `exit ${result.status}`}`);
  return {
    spec,
    /** A path under the target, as rsync names it (`deploy@host:/srv/site/static/`). */
    at: (/** @type {string} */ under) => `${host ? `${host}:` : ''}${path}/${under}`,
    /** Runs `script` with sh in the target's folder (made if need be), there; its output. Throws naming `step`. */
    /**
     * @param {string} script
     * @param {string} step
     */
    run(script, step) {
      const command = `mkdir -p '${path}' && cd '${path}' && ${script}`;
      const result = host ? spawnSync(shell[0], [...shell.slice(1), host, command], { encoding: 'utf8' }) : spawnSync('sh', ['-c', command], { encoding: 'utf8' });
      if (result.status !== 0) throw failed(step, result);
      return result.stdout;
    },
    /** rsync -a (links, modes and times kept) with `args`, to or from the target. Throws naming `step`. */
    /**
     * @param {string[]} args
     * @param {string} step
     */
    rsync(args, step) {
      const result = spawnSync('rsync', ['-a', ...args], { encoding: 'utf8' });
      if (result.status !== 0) throw failed(step, result);
    },
  };
}

/**
 * What the live release recorded of itself (deploy.mjs), or null where nothing is live yet.
 * @param {DeployTarget} target
 */
export function liveRecord(target) {
  return JSON.parse(target.run('cat live/deploy.json 2>/dev/null || echo null', 'Reading what is live'));
}

/** What a deployed site says of itself, at its root: the editor asks it which commit it shows. */
export const RELEASE_FILE = 'release.json';

/**
 * What a site records of itself at RELEASE_FILE.
 * @param {string} commit
 * @param {string} release
 * @param {Date} deployedAt
 */
export const releaseFile = (commit, release, deployedAt) => `${JSON.stringify({ commit, release, deployedAt: deployedAt.toISOString() })}\n`;
