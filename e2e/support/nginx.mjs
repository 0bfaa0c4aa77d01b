// Serves out/ on loopback with nginx and the generated production site config
// (.hosting/nginx-site.conf), so the e2e suite sees what production serves; or, with
// .hosting/nginx-previews.conf, the previews in a deploy target's folder.
// `node e2e/support/nginx.mjs <port> [site folder, or deploy target] [site config]`.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { findNginx } from './nginx-tools.mjs';

const [port = '3101', folder = 'out', siteConfig = '.hosting/nginx-site.conf'] = process.argv.slice(2);
const runDir = mkdtempSync(join(tmpdir(), 'nginx-e2e-'));

// The production file's site body, served over plain HTTP on loopback: no certificate here.
const [, siteBody] = readFileSync(siteConfig, 'utf8').match(/# BEGIN site\n([\s\S]*)# END site/);
// The live site's root is the folder given; the previews' root names the preview, under the target.
const rootIn = (root) => (root.includes('$preview') ? root.replace(/^\/var\/www\/site/, resolve(folder)) : resolve(folder));
const site = `server {\n    listen 127.0.0.1:${port};\n${siteBody.replace(/^(\s*)root ([^;]+);/m, (_, indent, root) => `${indent}root ${rootIn(root)};`)}}`;

const tempPaths = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
  .map((kind) => `${kind}_temp_path ${runDir}/${kind};`)
  .join(' ');

writeFileSync(
  join(runDir, 'nginx.conf'),
  `${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${runDir}/nginx.pid;
error_log ${runDir}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${tempPaths}
${site}
}
`,
);

const nginx = spawn(findNginx(), ['-p', runDir, '-c', join(runDir, 'nginx.conf'), '-g', 'daemon off;'], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => nginx.kill('SIGQUIT'));
nginx.on('exit', (code) => {
  rmSync(runDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
