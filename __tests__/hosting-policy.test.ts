/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';

import { afterPaintPayload } from '@/lib/hosting/after-paint-loader.mjs';
import { inlineStyles, withInlineStylesheets } from '@/lib/hosting/inline-stylesheet.mjs';
import { inlineScripts, withPagePolicy } from '@/lib/hosting/page-policy.mjs';
import { inlinePayload, paintBeforeHydration } from '@/lib/hosting/paint-before-hydration.mjs';
import { hostFiles } from '@/lib/hosting/host-files.mjs';
import { pagePaths, withSpeculationRules } from '@/lib/hosting/speculation-rules.mjs';

const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
const STYLE_HASHES = [hash('')];

const CSS = 'main{color:#0f172a}';
const payloadChunk = (n: number) => `<script>self.__next_f.push([1,"chunk ${n}: \\u003cp>copy\\u003c/p>\\n"])</script>`;
/** A page shaped like Next.js's export: head scripts, body, then the payload in `chunks` scripts. */
const page = (chunks: number) =>
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/s.css" data-precedence="next"/>' +
  '<script>document.documentElement.dataset.early="1"</script></head><body><main>Copy</main>' +
  '<script type="application/ld+json">{"@type":"Organization"}</script>' +
  '<script src="/_next/static/chunks/a.js" async=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  Array.from({ length: chunks }, (_, n) => payloadChunk(n)).join('') +
  '<script>(()=>{window.loaded=true})()</script></body></html>';

/**
 * Runs the page's inline scripts in order in a hidden tab (a prerendered page, which starts the
 * framework at once), `payloadFiles` answering its fetches. Returns what it queued for the
 * framework, per element it added to the head what was queued by then, and the errors it reported.
 */
const runInTab = async (html: string, payloadFiles: Record<string, string> = {}) => {
  const added: { tag: string; src?: string; href?: string; queued: unknown[] }[] = [];
  const errors: string[] = [];
  const context = {
    self: {} as { __next_f?: unknown[] },
    window: {},
    document: {
      visibilityState: 'hidden',
      documentElement: { dataset: {} },
      createElement: (tag: string) => ({ tag }),
      head: { appendChild: (element: { tag: string }) => added.push({ ...element, queued: [...(context.self.__next_f ?? [])] }) },
    },
    fetch: async (url: string) => ({ ok: url in payloadFiles, url, status: 404, text: async () => payloadFiles[url] }),
    setTimeout: () => {},
    reportError: (error: Error) => errors.push(error.message),
  };
  context.self = context as never;
  for (const script of inlineScripts(html)) runInNewContext(script, context);
  await new Promise((resolve) => setTimeout(resolve));
  return { queued: context.self.__next_f, added, errors };
};
const policyOf = (html: string) => html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/)?.[1] ?? '';
const directive = (policy: string, name: string) =>
  policy.split('; ').find((entry) => entry.startsWith(`${name} `))?.split(' ').slice(1) ?? [];

describe('the page paints from its HTML alone', () => {
  it('leaves its payload to the loader, which queues the same text once the file comes, before any chunk runs', async () => {
    const original = page(20);
    const text = inlinePayload(original);
    expect(text).toBe(Array.from({ length: 20 }, (_, n) => `chunk ${n}: <p>copy</p>\n`).join(''));
    const painted = paintBeforeHydration(original, (payload: string) => (payload === text ? '/page/index.txt' : 'wrong'));
    expect(painted).not.toContain('chunk 0');
    expect(painted).toContain('<main>Copy</main>');

    const inline = await runInTab(original);
    expect(inline.queued).toEqual([[0], ...Array.from({ length: 20 }, (_, n) => [1, `chunk ${n}: <p>copy</p>\n`])]);
    const { queued, added } = await runInTab(painted, { '/page/index.txt': text });
    expect(queued).toEqual([[0], [1, text]]);
    expect(added).toEqual([
      { tag: 'link', rel: 'preload', as: 'script', href: '/_next/static/chunks/a.js', queued: [] },
      { tag: 'script', src: '/_next/static/chunks/a.js', async: true, queued: [[0], [1, text]] },
    ]);
  });

  it('starts no chunk when the payload cannot be had, and says so: the page stays as painted', async () => {
    const painted = paintBeforeHydration(page(1), () => '/page/index.txt');
    const { added, errors } = await runInTab(painted);
    expect(added.map(({ tag }) => tag)).toEqual(['link']);
    expect(errors).toEqual(['/page/index.txt: 404']);
  });

  it('on a page that opens with a photo, starts the framework once the photo has come, not at the first paint', async () => {
    const withPhoto = page(1).replace('<main>Copy</main>', '<main><img src="/cover.avif" fetchpriority="high"/>Copy</main>');
    const painted = paintBeforeHydration(withPhoto, () => '/page/index.txt');
    // A tab on screen: the first paint is reported at once, the photo is still on its way.
    const photo: { complete: boolean; onload?: () => void } = { complete: false };
    const requested: string[] = [];
    const context = {
      self: {},
      window: {},
      document: {
        visibilityState: 'visible',
        documentElement: { dataset: {} },
        querySelector: (selector: string) => (selector === 'img[fetchpriority=high]' ? photo : null),
        createElement: (tag: string) => ({ tag }),
        head: { appendChild: (element: { href?: string; src?: string }) => requested.push(element.href ?? element.src ?? '') },
      },
      PerformanceObserver: Object.assign(
        class {
          constructor(private report: (list: { getEntriesByName: () => unknown[] }) => void) {}
          observe() {
            this.report({ getEntriesByName: () => [{}] });
          }
        },
        { supportedEntryTypes: ['paint'] },
      ),
      fetch: async () => ({ ok: true, text: async () => '' }),
      setTimeout: () => {},
      reportError: () => {},
    };
    for (const script of inlineScripts(painted)) runInNewContext(script, context);
    expect(requested).toEqual([]);
    photo.onload!();
    expect(requested).toEqual(['/_next/static/chunks/a.js']);
  });

  it('carries its stylesheet inline, however its link is written, and refuses a stylesheet that is not the framework’s', () => {
    const inlined = withInlineStylesheets(page(1), () => CSS);
    expect(inlineStyles(inlined)).toEqual([CSS]);
    expect(withInlineStylesheets(inlined, () => CSS)).toBe(inlined);
    const reordered = page(1).replace('href="/_next/static/chunks/s.css" data-precedence="next"', 'data-precedence="next"  href="/_next/static/chunks/s.css"');
    expect(inlineStyles(withInlineStylesheets(reordered, () => CSS))).toEqual([CSS]);
    const another = page(1).replace('href="/_next/static/chunks/s.css"', 'href="/fonts/inter.css"');
    expect(() => withInlineStylesheets(another, () => CSS)).toThrow(/written differently/);
  });

  it('refuses a page whose payload it would leave with chunks it does not recognise, rather than pass it on unchanged', () => {
    const renamedScripts = page(1).replace('<script src="/_next/static/chunks/a.js" async="">', '<script src="/_next/static/chunks/a.js" defer="">');
    expect(() => paintBeforeHydration(renamedScripts, () => '/payload.txt')).toThrow(/writes its scripts differently/);
    const painted = paintBeforeHydration(page(1), () => '/payload.txt');
    expect(paintBeforeHydration(painted, () => '/payload.txt')).toBe(painted);
  });
});

describe('each page carries its own policy', () => {
  it('allows exactly the inline scripts and styles the page carries, in a policy ahead of every script, style and link', () => {
    const { html } = withPagePolicy(page(3).replace('</head>', `<style>${CSS}</style></head>`), { styleHashes: STYLE_HASHES });
    const policy = policyOf(html);
    const expected = inlineScripts(html).map(hash);
    expect(expected).toHaveLength(6);
    expect(directive(policy, 'script-src').sort()).toEqual(["'self'", ...expected].sort());
    expect(directive(policy, 'style-src')).toEqual(["'self'", hash(CSS), ...STYLE_HASHES]);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|frame-ancestors/);
    expect(html.indexOf('http-equiv')).toBeLessThan(html.search(/<(script|link|style)\b/));
    // The charset stays first, inside the first 1024 bytes.
    expect(html.indexOf('<meta charSet="utf-8"/>')).toBeLessThan(100);
  });

  it('replaces an earlier policy', () => {
    const once = withPagePolicy(page(1), { styleHashes: STYLE_HASHES });
    const again = withPagePolicy(once.html, { styleHashes: STYLE_HASHES });
    expect(again.html.match(/http-equiv/g)).toHaveLength(1);
    expect(again.html).toBe(once.html);
  });
});

const afterBuildFolders: string[] = [];
afterAll(() => afterBuildFolders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const pageNumbered = (chunks: number, n: number) => page(chunks).replace('Copy', `Copy ${n}`).replaceAll('copy', `copy ${n}`);

/**
 * The post-build steps of `npm run build`, run `times` on the `out` folder of a made-up site whose
 * pages load chunk a.js at once and whose b.js (a tooltip, say) loads on demand.
 */
function afterBuild(pages: number, chunksPerPage: number, times = 1) {
  const dir = mkdtempSync(join(tmpdir(), 'after-build-'));
  afterBuildFolders.push(dir);
  const out = join(dir, 'out');
  mkdirSync(join(out, '_next/static/chunks'), { recursive: true });
  for (const chunk of ['a', 'b']) writeFileSync(join(out, `_next/static/chunks/${chunk}.js`), `self.${chunk}=1`);
  writeFileSync(join(out, '_next/static/chunks/s.css'), `${CSS}\n/*# sourceMappingURL=s.css.map*/`);
  for (let n = 0; n < pages; n++) {
    mkdirSync(join(out, `page-${n}`), { recursive: true });
    const html = pageNumbered(chunksPerPage, n);
    writeFileSync(join(out, `page-${n}`, 'index.html'), html);
    // What Next.js writes for its client-side router beside each page, and its build manifests.
    writeFileSync(join(out, `page-${n}`, 'index.txt'), inlinePayload(html));
    writeFileSync(join(out, `page-${n}`, '__next._tree.txt'), 'tree');
  }
  mkdirSync(join(out, '_next/static/build-id'));
  writeFileSync(join(out, '_next/static/build-id/_buildManifest.js'), 'self.__BUILD_MANIFEST={}');
  writeFileSync(join(out, 'robots.txt'), 'User-agent: *');
  for (let run = 0; run < times; run++) {
    const { stderr } = spawnSync(process.execPath, ['lib/hosting/after-build.mjs', out, join(dir, '.hosting')], { encoding: 'utf8' });
    expect(stderr).toBe('');
  }
  return Object.assign((path: string) => readFileSync(join(dir, path), 'utf8'), { dir, exists: (path: string) => existsSync(join(dir, path)) });
}

describe('host files', () => {
  const CLOUDFLARE_LINE_LIMIT = 2000;
  const NGINX_PARAMETER_LIMIT = 4096;
  const buildHostFiles = (pages: number, chunksPerPage: number) => {
    const read = afterBuild(pages, chunksPerPage);
    return { headers: read('out/_headers'), nginx: read('.hosting/nginx-site.conf'), page: read('out/page-7/index.html') };
  };

  // 200 pages show that nothing grows with their number as well as 1000 did, in a fifth of the time.
  it('stay the same and far inside every host limit for a site of hundreds of pages, each of hundreds of payload chunks', () => {
    const small = buildHostFiles(10, 5);
    const large = buildHostFiles(200, 200);
    expect(large.headers).toBe(small.headers);
    expect(large.nginx).toBe(small.nginx);
    expect(large.headers).toBe(Object.values(hostFiles())[0]);
    for (const line of large.headers.split('\n')) expect(line.length).toBeLessThan(CLOUDFLARE_LINE_LIMIT / 4);
    for (const [, parameter] of large.nginx.matchAll(/"((?:[^"\\]|\\.)*)"/g)) {
      expect(parameter.length).toBeLessThan(NGINX_PARAMETER_LIMIT / 8);
    }
    // Each page got its own policy from the same steps: the head script, the page's last script,
    // the after-paint loader that took over its chunk and payload, and the speculation rules; the
    // stylesheet inline before its disabled link.
    expect(inlineScripts(large.page)).toHaveLength(4);
    expect(directive(policyOf(large.page), 'script-src').sort()).toEqual(["'self'", ...inlineScripts(large.page).map(hash)].sort());
    expect(inlineStyles(large.page)).toEqual([CSS]);
    expect(large.page).toContain('<link rel="stylesheet" href="/_next/static/chunks/s.css" data-precedence="next" disabled=""/>');
    expect(directive(policyOf(large.page), 'style-src')).toContain(hash(CSS));
  });
});

describe('page payloads', () => {
  it("each page hydrates from a file named by its content, beside the chunks, once however often the build step runs", () => {
    const read = afterBuild(3, 2, 2);
    const urls = [0, 1, 2].map((n) => afterPaintPayload(read(`out/page-${n}/index.html`))!);
    for (const [n, url] of urls.entries()) {
      expect(url).toMatch(/^\/_next\/static\/payloads\/[0-9a-f]{20}\.txt$/);
      expect(read(`out${url}`)).toBe(inlinePayload(pageNumbered(2, n)));
    }
    expect(new Set(urls).size).toBe(3);
    expect(readdirSync(join(read.dir, 'out/_next/static/payloads'))).toHaveLength(3);
  });

  it("removes what Next.js writes for its client-side router, which would hand an older page another build's data", () => {
    const read = afterBuild(2, 1);
    for (const path of ['out/page-0/index.txt', 'out/page-1/__next._tree.txt', 'out/_next/static/build-id']) expect(read.exists(path)).toBe(false);
    for (const path of ['out/robots.txt', 'out/_next/static/chunks/a.js']) expect(read.exists(path)).toBe(true);
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
