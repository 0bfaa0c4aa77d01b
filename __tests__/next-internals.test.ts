/** @jest-environment node */
/**
 * Each thing the build, the dev server and the tests rely on that Next.js does not document
 * (lib/next-internals/), checked on the installed version: an upgrade that moves one fails here,
 * by the internal's name.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { DEVELOPER_ENDPOINTS, nextCommand, PRIVATE_VARIABLES } from '@/lib/next-internals/dev-server.mjs';
import { CHUNK, STYLESHEET_PRECEDENCE } from '@/lib/next-internals/page-assets.mjs';
import { PAYLOAD_PIECE, PAYLOAD_PUSH, queuePayload } from '@/lib/next-internals/page-payload.mjs';
import { BUILD_MANIFEST, ROUTER_PAYLOAD } from '@/lib/next-internals/router-files.mjs';

const nextDist = join(dirname(require.resolve('next/package.json')), 'dist');
/** The installed Next.js's file at `path` under dist/. */
const inNext = (path: string) => readFileSync(join(nextDist, path), 'utf8');

describe('the page payload (page-payload.mjs)', () => {
  const written = inNext('server/app-render/use-flight-response.js');

  it('is queued on self.__next_f by inline scripts: a bootstrap piece [0], then text pieces [1, …]', () => {
    expect(written).toContain(`INLINE_FLIGHT_PAYLOAD_BOOTSTRAP = ${PAYLOAD_PIECE.bootstrap};`);
    expect(written).toContain(`INLINE_FLIGHT_PAYLOAD_DATA = ${PAYLOAD_PIECE.text};`);
    expect(written).toContain('`(self.__next_f=self.__next_f||[]).push(${');
    expect(written).toContain('self.__next_f.push(${htmlInlinedData})</script>');
    for (const script of ['(self.__next_f=self.__next_f||[]).push([0])', 'self.__next_f.push([1,"3:I[…]"])']) expect(script).toMatch(PAYLOAD_PUSH);
  });

  it('is read once as the framework starts, and later pieces as they are pushed: the loader queues it before any chunk runs', () => {
    const reading = inNext('client/app-index.js');
    expect(reading).toContain('const nextServerDataLoadingGlobal = self.__next_f = self.__next_f || [];');
    expect(reading).toContain('nextServerDataLoadingGlobal.forEach(nextServerDataCallback);');
    expect(reading).toContain('nextServerDataLoadingGlobal.push = nextServerDataCallback;');
    expect(queuePayload('t')).toBe('(self.__next_f=self.__next_f||[]).push([0],[1,t])');
  });
});

describe('the page’s chunks and stylesheet (page-assets.mjs)', () => {
  it('are bootstrap scripts under /_next/, which React writes async', () => {
    expect(inNext('server/app-render/required-scripts.js')).toContain('bootstrapScript.src = `${assetPrefix}/_next/` + files[0] + qs;');
    expect(inNext('compiled/react-dom/cjs/react-dom-server.node.production.js')).toContain(`endAsyncScript = stringToPrecomputedChunk(' async="">\\x3c/script>')`);
    expect('/_next/static/chunks/0a1b2c.js').toMatch(CHUNK);
  });

  it('has its stylesheet linked with the precedence “next” in a build', () => {
    expect(inNext('server/app-render/render-css-resource.js')).toContain(`const precedence = process.env.NODE_ENV === 'development' ? 'next_' + entryCssFile.path : '${STYLESHEET_PRECEDENCE}';`);
  });
});

describe('the router’s files (router-files.mjs)', () => {
  it('are each page’s payload as <route>/index.txt and __next.<segment>.txt', () => {
    expect(inNext('export/index.js')).toContain("`${route}${subFolders && route !== '/index' ? `${_path.sep}index` : ''}.txt`");
    expect(inNext('shared/lib/segment-cache/segment-value-encoding.js')).toContain("return `__next${segmentPath.replace(/\\//g, '.')}.txt`;");
    for (const name of ['index.txt', '__next.about.__PAGE__.txt']) expect(name).toMatch(ROUTER_PAYLOAD);
  });

  it('and the build manifests, marked by _buildManifest.js in _next/static/<build ID>/', () => {
    expect(inNext('shared/lib/turbopack/manifest-loader.js')).toContain(`this.buildId, '${BUILD_MANIFEST}')`);
  });
});

describe('the dev server (dev-server.mjs)', () => {
  it('answers its own tools, which read the project’s files, at /__nextjs_…', () => {
    const middleware = inNext('server/dev/middleware-turbopack.js');
    for (const endpoint of ['/__nextjs_original-stack-frames', '/__nextjs_launch-editor', '/__nextjs_source-map']) {
      expect(middleware).toContain(`'${endpoint}'`);
      expect(endpoint).toMatch(DEVELOPER_ENDPOINTS);
    }
  });

  it('sets variables of its own, __NEXT_PRIVATE_…, which a build it starts must not inherit', () => {
    expect(inNext('server/lib/start-server.js')).toContain(`process.env.${PRIVATE_VARIABLES}_PRIVATE_ORIGIN = appUrl;`);
  });

  it('is started by the package’s own command', () => {
    expect(existsSync(nextCommand())).toBe(true);
  });
});
