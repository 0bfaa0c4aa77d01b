import { existsSync } from 'node:fs';

/** Debian's nginx, or $NGINX_PATH. */
export function findNginx() {
  return [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/opt/homebrew/bin/nginx'].find(
    (path) => path && existsSync(path),
  );
}
