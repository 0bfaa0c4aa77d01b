/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';

import { inlineScripts, mergePayloadScripts, withPagePolicy } from '@/lib/hosting/page-policy.mjs';
import { hostFiles } from '@/lib/hosting/host-files.mjs';
import { pagePaths, withSpeculationRules } from '@/lib/hosting/speculation-rules.mjs';

const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
const STYLE_HASHES = [hash('')];

const payloadChunk = (n: number) => `<script>self.__next_f.push([1,"chunk ${n}: \\u003cp>copy\\u003c/p>\\n"])</script>`;
/** A page shaped like Next.js's export: head scripts, body, then the payload in `chunks` scripts. */
const page = (chunks: number) =>
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/a.css"/>' +
  '<script>document.documentElement.dataset.early="1"</script></head><body><main>Copy</main>' +
  '<script type="application/ld+json">{"@type":"Organization"}</script>' +
  '<script src="/_next/static/chunks/a.js" async=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  Array.from({ length: chunks }, (_, n) => payloadChunk(n)).join('') +
  '<script>(()=>{window.loaded=true})()</script></body></html>';

/** What the page's inline scripts leave in the framework's payload queue, run in order. */
const queuedPayload = (html: string) => {
  const context = { self: {} as { __next_f?: unknown[] }, window: {}, document: { documentElement: { dataset: {} } } };
  context.self = context as never;
  for (const script of inlineScripts(html)) runInNewContext(script, context);
  return context.self.__next_f;
};

const policyOf = (html: string) => html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/)?.[1] ?? '';
const directive = (policy: string, name: string) =>
  policy.split('; ').find((entry) => entry.startsWith(`${name} `))?.split(' ').slice(1) ?? [];

describe('each page carries its own policy', () => {
  it('joins adjacent payload scripts into one that queues the same payload in the same order', () => {
    const original = page(20);
    const merged = mergePayloadScripts(original);
    expect(inlineScripts(original)).toHaveLength(23);
    expect(inlineScripts(merged)).toHaveLength(3);
    expect(queuedPayload(merged)).toEqual(queuedPayload(original));
    expect(merged).toContain('<main>Copy</main>');
  });

  it('leaves payload scripts apart when page content lies between them', () => {
    const html = `<body>${payloadChunk(1)}<p>streamed</p>${payloadChunk(2)}</body>`;
    expect(mergePayloadScripts(html)).toBe(html);
  });

  it('allows exactly the inline scripts the page runs, in a policy ahead of every script, style and link', () => {
    const { html } = withPagePolicy(page(3), { styleHashes: STYLE_HASHES });
    const policy = policyOf(html);
    const expected = inlineScripts(html).map(hash);
    expect(expected).toHaveLength(3);
    expect(directive(policy, 'script-src').sort()).toEqual(["'self'", ...expected].sort());
    expect(directive(policy, 'style-src')).toEqual(["'self'", ...STYLE_HASHES]);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|frame-ancestors/);
    expect(html.indexOf('http-equiv')).toBeLessThan(html.search(/<(script|link|style)\b/));
    // The charset stays first, inside the first 1024 bytes.
    expect(html.indexOf('<meta charSet="utf-8"/>')).toBeLessThan(100);
  });

  it('needs as many hashes for a payload in 200 scripts as for one, and replaces an earlier policy', () => {
    const small = withPagePolicy(page(1), { styleHashes: STYLE_HASHES });
    const large = withPagePolicy(page(200), { styleHashes: STYLE_HASHES });
    expect(large.scriptHashes).toHaveLength(small.scriptHashes.length);
    const again = withPagePolicy(large.html, { styleHashes: STYLE_HASHES });
    expect(again.html.match(/http-equiv/g)).toHaveLength(1);
    expect(again.html).toBe(large.html);
  });
});

/**
 * The post-build steps of `npm run build`, run `times` on the `out` folder of a made-up site whose
 * pages load chunk a.js at once and whose b.js (a tooltip, say) loads on demand.
 */
function afterBuild(pages: number, chunksPerPage: number, times = 1) {
  const dir = mkdtempSync(join(tmpdir(), 'after-build-'));
  const out = join(dir, 'out');
  mkdirSync(join(out, '_next/static/chunks'), { recursive: true });
  for (const chunk of ['a', 'b']) writeFileSync(join(out, `_next/static/chunks/${chunk}.js`), `self.${chunk}=1`);
  for (let n = 0; n < pages; n++) {
    mkdirSync(join(out, `page-${n}`), { recursive: true });
    writeFileSync(join(out, `page-${n}`, 'index.html'), page(chunksPerPage).replace('Copy', `Copy ${n}`));
  }
  for (let run = 0; run < times; run++) {
    const { stderr } = spawnSync(process.execPath, ['lib/hosting/after-build.mjs', out, join(dir, '.hosting')], { encoding: 'utf8' });
    expect(stderr).toBe('');
  }
  return (path: string) => readFileSync(join(dir, path), 'utf8');
}

describe('host files', () => {
  const CLOUDFLARE_LINE_LIMIT = 2000;
  const NGINX_PARAMETER_LIMIT = 4096;
  const buildHostFiles = (pages: number, chunksPerPage: number) => {
    const read = afterBuild(pages, chunksPerPage);
    return { headers: read('out/_headers'), nginx: read('.hosting/nginx-site.conf'), page: read('out/page-7/index.html') };
  };

  it('stay the same and far inside every host limit for a site hundreds of times larger', () => {
    const small = buildHostFiles(10, 5);
    const large = buildHostFiles(1000, 200);
    expect(large.headers).toBe(small.headers);
    expect(large.nginx).toBe(small.nginx);
    expect(large.headers).toBe(Object.values(hostFiles())[0]);
    for (const line of large.headers.split('\n')) expect(line.length).toBeLessThan(CLOUDFLARE_LINE_LIMIT / 4);
    for (const [, parameter] of large.nginx.matchAll(/"((?:[^"\\]|\\.)*)"/g)) {
      expect(parameter.length).toBeLessThan(NGINX_PARAMETER_LIMIT / 8);
    }
    // Each page got its own policy from the same steps: the head script, the merged payload, the
    // page's last script, the after-paint loader that took over its chunk and the speculation rules.
    expect(inlineScripts(large.page)).toHaveLength(5);
    expect(directive(policyOf(large.page), 'script-src').sort()).toEqual(["'self'", ...inlineScripts(large.page).map(hash)].sort());
  });
});

describe('compile hints', () => {
  it('mark the chunks pages start as they load, once however often the build step runs, and no other', () => {
    const read = afterBuild(2, 1, 2);
    expect(read('out/_next/static/chunks/a.js')).toBe('//# allFunctionsCalledOnLoad\nself.a=1');
    expect(read('out/_next/static/chunks/b.js')).toBe('self.b=1');
  });
});

describe('speculation rules', () => {
  it('list the exported pages by the paths they are served at, leaving out the not-found page', () => {
    const files = ['out/index.html', 'out/about/index.html', 'out/404.html', 'out/404/index.html', 'out/_not-found/index.html', 'out/features/index.html'];
    expect(pagePaths(files, 'out')).toEqual(['/', '/about/', '/features/']);
  });

  it('are in the head once, however often the build step runs', () => {
    const once = withSpeculationRules(page(1), ['/', '/about/']);
    expect(withSpeculationRules(once, ['/', '/about/'])).toBe(once);
    expect(once.match(/type="speculationrules"/g)).toHaveLength(1);
    expect(once.indexOf('speculationrules')).toBeLessThan(once.indexOf('</head>'));
  });
});
