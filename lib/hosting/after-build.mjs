// `npm run build` runs this after `next build`: each exported page gets its stylesheet inline, the
// after-paint loader (which takes over its chunks and payload) and the speculation rules, then its
// own Content-Security-Policy (which must see all three to allow them); the chunks the pages load
// get V8's compile hint, the card images the pages name are copied in from the image cache
// (lib/images/), every link and id of the pages is checked (site-links.mjs), and the host files are written.
// `node lib/hosting/after-build.mjs [out] [hosting]`.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import { afterPaintSources } from './after-paint-loader.mjs';
import { withCompileHint } from './compile-hints.mjs';
import { htmlFiles } from './html-files.mjs';
import { withInlineStylesheets } from './inline-stylesheet.mjs';
import { paintBeforeHydration } from './paint-before-hydration.mjs';
import { removeRouterFiles, writePayload } from './page-payloads.mjs';
import { sha256, withPagePolicy } from './page-policy.mjs';
import { pagePaths, withSpeculationRules } from './speculation-rules.mjs';
import { copyImagesOfPages } from '../images/image-files.mjs';
import { sonnerStyles } from '../sonner-internals/injected-styles.mjs';
import { hostFiles } from './host-files.mjs';
import { siteLinkProblems } from './site-links.mjs';

const [out = 'out', hosting = '.hosting'] = process.argv.slice(2);

const readAsset = (/** @type {string} */ href) => readFileSync(join(out, href), 'utf8');

/**
 * The copy field that gives a page's section the id, as `lib/content/home.yaml:56: textBlocks[0].id`.
 * @param {string} path
 * @param {string} id
 */
function copyAnchorOf(path, id) {
  const { siteTargets } = createRequire(import.meta.url)('../content-reader/link-graph.mjs');
  const anchor = siteTargets().anchors.find((/** @type {{ copy: { page: string }, value: string }} */ { copy, value }) => copy.page === path && value === id);
  return anchor && `${anchor.copy.file}:${anchor.line}: ${anchor.at}`;
}

// A translation's 404 page (app/[page]/404/), which Next.js writes as <code>/404/index.html, goes
// where every host looks for it: <code>/404.html beside the language's pages, as 404.html is beside the site's.
for (const { name } of readdirSync(out, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
  const folder = join(out, name, '404');
  if (!existsSync(join(folder, 'index.html'))) continue;
  renameSync(join(folder, 'index.html'), join(out, name, '404.html'));
  rmSync(folder, { recursive: true });
}

const styleHashes = sonnerStyles().map(sha256);
const files = [...htmlFiles(out)];
const paths = pagePaths(files, out);
const hashCounts = [];
const chunksOnLoad = new Set();
for (const file of files) {
  const painted = paintBeforeHydration(withInlineStylesheets(readFileSync(file, 'utf8'), readAsset), (payload) => writePayload(out, payload));
  const page = withSpeculationRules(painted, paths);
  const { html, scriptHashes } = withPagePolicy(page, { styleHashes });
  writeFileSync(file, html);
  hashCounts.push(scriptHashes.length);
  for (const src of afterPaintSources(html)) chunksOnLoad.add(src);
}
for (const src of chunksOnLoad) {
  const chunk = `${out}${src}`;
  writeFileSync(chunk, withCompileHint(readFileSync(chunk, 'utf8')));
}
const images = copyImagesOfPages(out, files);
const removed = removeRouterFiles(out);
const linkProblems = siteLinkProblems(out, copyAnchorOf);
if (linkProblems.length > 0) {
  console.error(`The exported pages have links that lead nowhere:\n${linkProblems.join('\n')}`);
  process.exit(1);
}
console.log(
  `Pages: ${hashCounts.length}, each painted from its HTML before hydration and hydrating from its own payload file (${removed} router files removed), prerendering ${paths.join(' ')} on intent, with its own policy of ${Math.min(...hashCounts)}–${Math.max(...hashCounts)} script hashes; ${chunksOnLoad.size} chunks compiled eagerly; ${images} card images`,
);

// Each address an article or a landing page had leads to it (its page there says so too, for a host without redirects).
const { articleAddresses } = createRequire(import.meta.url)('../content-reader/articles.mjs');
const { composedPageAddresses } = createRequire(import.meta.url)('../content-reader/page-list.mjs');
const redirects = [
  ...articleAddresses().flatMap((/** @type {{ page: string, href: string, formerAddresses: string[] }} */ { page, href, formerAddresses }) => formerAddresses.map((slug) => ({ from: `${page}${slug}/`, to: href }))),
  ...composedPageAddresses().flatMap((/** @type {{ href: string, formerHrefs: string[] }} */ { href, formerHrefs }) => formerHrefs.map((from) => ({ from, to: href }))),
];
const written = hostFiles({ out, hosting, redirects });
for (const [path, text] of Object.entries(written)) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}
console.log(`Host files: ${Object.keys(written).join(', ')}`);

const { translationReport } = await import('../content-reader/translation-report.mjs');
const translations = translationReport();
mkdirSync('reports', { recursive: true });
writeFileSync('reports/translations.md', translations.markdown);
console.log(`${translations.line} (reports/translations.md)`);
