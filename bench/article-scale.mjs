// `npm run bench:articles`: does Insights hold at scale? Builds the site twice, each in a throwaway
// copy of the project: as it is, and with `ARTICLE_COUNT` (default 300) generated articles more
// (each with a drawing for its cover, so no photo is encoded: what is measured is the pages). It
// reports both builds' times and the cost of one article, the largest page and the index pages
// (gzip -9 of the HTML with its copy), and runs the byte budget over every page
// of the larger build. Writes reports/articles.{md,json}; exits non-zero when a page is over budget.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { articleSource } from '../lib/content-reader/article-file.mjs';
import { copyProject, removeCopy } from '../e2e/support/project-copy.ts';

const COUNT = Number(process.env.ARTICLE_COUNT ?? 300);
const gzip = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** An article as a marketer might write one: a few subheadings, a dozen paragraphs, a list, a link. */
function generatedArticle(index, cover) {
  const day = new Date(Date.UTC(2020, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
  const fields = {
    title: `Generated article ${index + 1}: what a cluster study found on a congested corridor`,
    date: day,
    draft: false,
    summary: 'A generated article of ordinary length, for the bench: a summary about as long as a search result shows.',
    author: 'Gridwright editorial team',
    cover,
    formerAddresses: [],
  };
  const paragraph = (n) =>
    `Paragraph ${n + 1}. The study screened every contingency of the cluster and found the binding constraints on two lines, which a power flow controller relieved for a fraction of the cost of a new circuit.`;
  const body = [0, 1, 2]
    .flatMap((section) => [`## Section ${section + 1}`, ...Array.from({ length: 4 }, (_, n) => paragraph(section * 4 + n))])
    .concat(['- A first point', '- A second point', 'See {% siteLink href="/features/" %}the features{% /siteLink %}.'])
    .join('\n\n');
  return articleSource(fields, `${body}\n`);
}

/** `npm run build` in `dir`: how long it took, in seconds. */
function build(dir) {
  const started = performance.now();
  execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: 'pipe', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  return (performance.now() - started) / 1000;
}

/** Every exported page under `out/`, with its HTML's gzip size. */
function pagesOf(out, folder = '') {
  return readdirSync(join(out, folder)).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(join(out, path)).isDirectory()) return pagesOf(out, path);
    return name.endsWith('.html') ? [{ path: `/${path}`, html: gzip(join(out, path)) }] : [];
  });
}

const [firstCover] = readdirSync('lib/content/insights').map((name) => readFileSync(join('lib/content/insights', name), 'utf8'));
const cover = { src: firstCover.match(/src: (\S+)/)[1], alt: 'A line drawing, the cover of a generated article.' };

const plain = copyProject();
const scaled = copyProject((dir) => {
  for (let index = 0; index < COUNT; index++) writeFileSync(join(dir, 'lib/content/insights', `generated-${index + 1}.mdoc`), generatedArticle(index, cover));
});
try {
  console.log(`Building the site as it is, then with ${COUNT} articles more …`);
  const plainSeconds = build(plain);
  const scaledSeconds = build(scaled);
  const out = join(scaled, 'out');
  const pages = pagesOf(out);
  const largest = pages.toSorted((a, b) => b.html - a.html)[0];
  const indexPages = pages.filter(({ path }) => /^\/insights\/(index\.html|page\/\d+\/index\.html)$/.test(path));
  const budget = spawnSync(process.execPath, ['bench/budget.mjs', out], { encoding: 'utf8' });

  const report = {
    articles: COUNT,
    buildSeconds: { asItIs: Math.round(plainSeconds), withArticles: Math.round(scaledSeconds) },
    secondsPerArticle: Number(((scaledSeconds - plainSeconds) / COUNT).toFixed(3)),
    pages: pages.length,
    largestPage: largest,
    indexPages: { count: indexPages.length, largestHtml: Math.max(...indexPages.map(({ html }) => html)), smallestHtml: Math.min(...indexPages.map(({ html }) => html)) },
    budget: budget.status === 0 ? 'every page within the budget' : budget.stderr.trim() || 'over budget',
  };
  const markdown = [
    `| | as it is | with ${COUNT} articles more |`,
    '| --- | --- | --- |',
    `| build | ${report.buildSeconds.asItIs} s | ${report.buildSeconds.withArticles} s (${report.secondsPerArticle} s an article) |`,
    `| pages | | ${report.pages}; index pages ${report.indexPages.count}, HTML ${report.indexPages.smallestHtml}–${report.indexPages.largestHtml} B gzip |`,
    `| largest page | | ${report.largestPage.path}, HTML ${report.largestPage.html} B gzip |`,
    `| byte budget | | ${report.budget} |`,
  ].join('\n');
  console.log(`${markdown}\n\n${budget.stdout.split('\n').slice(-12).join('\n')}`);
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/articles.json', `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync('reports/articles.md', `${markdown}\n`);
  process.exitCode = budget.status === 0 ? 0 : 1;
} finally {
  removeCopy(plain);
  removeCopy(scaled);
}
