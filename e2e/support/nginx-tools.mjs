import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** Debian's nginx, or $NGINX_PATH. */
export function findNginx() {
  return [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/opt/homebrew/bin/nginx'].find(
    (path) => path && existsSync(path),
  );
}

/**
 * `nginx -t` on a generated site config as shipped, with a throwaway certificate in place of the
 * real one and `root` set to `folder`: what an operator runs before `nginx -s reload`.
 * @param {string} siteConfig
 * @param {string} folder
 */
export function testNginxSite(siteConfig, folder) {
  const dir = mkdtempSync(join(tmpdir(), 'nginx-check-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=localhost', '-days', '1',
    '-keyout', join(dir, 'site.key'), '-out', join(dir, 'site.pem')], { stdio: 'ignore' });
  const site = readFileSync(siteConfig, 'utf8')
    .replace('/etc/ssl/certs/site.pem', join(dir, 'site.pem'))
    .replace('/etc/ssl/private/site.key', join(dir, 'site.key'))
    .replace(/^(\s*)root [^;]+;/m, `$1root ${resolve(folder)};`);
  writeFileSync(join(dir, 'nginx.conf'), `pid ${dir}/nginx.pid; error_log ${dir}/error.log; events {} http { include /etc/nginx/mime.types; ${site} }`);
  try {
    return spawnSync(findNginx() ?? 'nginx', ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
