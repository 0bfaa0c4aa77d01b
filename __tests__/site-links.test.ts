/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { siteLinkProblems } from '@/lib/hosting/site-links.mjs';

const page = (body: string, canonical?: string) =>
  `<!DOCTYPE html><html><head>${canonical ? `<link rel="canonical" href="https://example.com${canonical}"/>` : ''}</head><body><main id="main">${body}</main></body></html>`;

/** An exported site of a home page, an about page with one section, a 404 page and a PDF. */
function site(home: string) {
  const out = mkdtempSync(join(tmpdir(), 'site-links-'));
  const files: Record<string, string> = {
    'index.html': page(home, '/'),
    'about/index.html': page('<section id="team"><img src="/team.pdf#page=2" alt=""></section>', '/about/'),
    '404.html': page('<a href="/">Home</a>'),
    'team.pdf': '%PDF',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(out, file)), { recursive: true });
    writeFileSync(join(out, file), text);
  }
  return out;
}

describe('siteLinkProblems', () => {
  const outs: string[] = [];
  const problemsOf = (home: string, describeId?: (path: string, id: string) => string | undefined) => {
    const out = site(home);
    outs.push(out);
    return siteLinkProblems(out, describeId).map((problem) => problem.replace(`${out}/`, ''));
  };
  afterAll(() => outs.forEach((out) => rmSync(out, { recursive: true })));

  it('accepts pages, their sections, files, the page’s own ids and addresses', () => {
    const links = ['/about/', '/about/#team', '#main', '/team.pdf', 'https://www.ferc.gov/', 'mailto:info@example.com', 'tel:+15551234567'];
    expect(problemsOf(links.map((href) => `<a href="${href}">link</a>`).join(''))).toEqual([]);
  });

  it('names a page that is not exported, a section that is not on its page, and an id of this page that is not there', () => {
    expect(problemsOf('<a href="/pricing/">Pricing</a><a href="/about/#mission">Mission</a><a href="#how-it-works">How</a>')).toEqual([
      'index.html: /pricing/ is not a page or file of the site',
      'index.html: /about/#mission: #mission is not an id of /about/',
      'index.html: #how-it-works is not an id of this page',
    ]);
  });

  it('names an id a page holds twice, with the copy that gives it', () => {
    const describeId = (path: string, id: string) => (path === '/' && id === 'main' ? 'lib/content/home.yaml:56: textBlocks[0].id' : undefined);
    expect(problemsOf('<section id="main"></section>', describeId)).toEqual([
      'index.html: id "main" appears more than once; lib/content/home.yaml:56: textBlocks[0].id gives it',
    ]);
  });

  it('names each candidate of a srcset that is not a file of the site', () => {
    expect(problemsOf('<picture><source srcSet="/team.pdf 320w, /missing-800.avif 800w"><img src="/team.pdf" alt=""></picture>')).toEqual([
      'index.html: /missing-800.avif is not a page or file of the site',
    ]);
  });

  it('names a translation a page names to search engines that is not a page of the site', () => {
    const alternates = ['en', 'x-default'].map((code) => `<link rel="alternate" hrefLang="${code}" href="https://example.com/about/"/>`).join('');
    expect(problemsOf(`${alternates}<link rel="alternate" hrefLang="de" href="https://example.com/de/about/"/>`)).toEqual([
      'index.html: /de/about/ is not a page or file of the site',
    ]);
  });

  it('names a link of a kind the site does not use, and a file from another site', () => {
    expect(problemsOf('<a href="javascript:alert(1)">Run</a><img src="https://cdn.example.net/x.png" alt="">')).toEqual([
      'index.html: javascript:alert(1) is not a link or file the site can use',
      'index.html: https://cdn.example.net/x.png is not a link or file the site can use',
    ]);
  });
});
