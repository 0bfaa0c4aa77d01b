/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { changedCopy, type Copy } from '@/e2e/support/copy-edits';
import { LANGUAGE_CODE } from '@/lib/content-schema/languages.mjs';

const contentFolder = join(process.cwd(), 'lib', 'content');
const copyFiles = readdirSync(contentFolder).filter((name) => name.endsWith('.yaml'));
const source = (name: string) => readFileSync(join(contentFolder, name), 'utf8');

/**
 * What the build's check says of `text` as the file `name`: each problem it names. `others` are
 * other copy files as a save is about to write them, read in place of the disk. In a Node.js
 * process of its own, as the build runs it: Jest's module registry cannot load the schema's ES modules.
 */
function problemsIn(name: string, text: string, others: Record<string, string> = {}): string[] {
  const check = `
    const { readContent } = require('./lib/content-reader/copy-check.mjs');
    const { text, unsaved } = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
    try { readContent(text, process.argv[1], { unsaved: new Map(unsaved) }); console.log('[]'); }
    catch (error) { console.log(JSON.stringify(error.message.split('\\n'))); }`;
  const unsaved = Object.entries(others).map(([other, otherText]) => [`lib/content/${other}`, otherText]);
  return JSON.parse(execFileSync(process.execPath, ['-e', check, join(contentFolder, name)], { input: JSON.stringify({ text, unsaved }), encoding: 'utf8' }));
}

/** The copy of `name` as it ships, with `change` made to it (see changedCopy). */
const changed = (name: string, change: (copy: Copy) => void) => changedCopy(source(name), change);

/** Home's first text blocks given the anchors `ids`, blocks added as copies of the last where it has fewer. */
const withAnchors =
  (...ids: string[]) =>
  (copy: Copy) => {
    while (copy.textBlocks.length < ids.length) copy.textBlocks.push({ ...copy.textBlocks.at(-1) });
    ids.forEach((id, index) => (copy.textBlocks[index] = { ...copy.textBlocks[index], id }));
  };

describe('the copy files', () => {
  it('are every file the schema describes', () => {
    expect(copyFiles.sort()).toEqual(['about', 'contact', 'error', 'features', 'footer', 'glossary', 'header', 'home', 'insights-page', 'languages', 'mail', 'not-found'].map((name) => `${name}.yaml`));
  });

  it.each(copyFiles)('%s passes the schema', (name) => {
    expect(problemsIn(name, source(name))).toEqual([]);
  });
});

describe('a mistake made by hand is named with its file and line', () => {
  it('names broken YAML', () => {
    const { text, line } = changed('home.yaml', (copy) => (copy.hero.title = 'Marked title'));
    expect(problemsIn('home.yaml', text.replace('  title: Marked title', "  title: 'Grid's future'"))).toEqual([
      `lib/content/home.yaml:${line('  title: Marked title')}: bad indentation of a mapping entry`,
    ]);
  });

  it('names a missing field at the block that lacks it', () => {
    const { text, line } = changed('features.yaml', (copy) => delete copy.intro.lead);
    expect(problemsIn('features.yaml', text)).toEqual([`lib/content/features.yaml:${line('intro:')}: intro.lead is missing`]);
  });

  it('names an unknown field at its line', () => {
    const { text, line } = changed('about.yaml', (copy) => (copy.intro.subtitle = 'Our story'));
    expect(problemsIn('about.yaml', text)).toEqual([
      `lib/content/about.yaml:${line('  subtitle:')}: intro.subtitle is not a field here; the fields are eyebrow, title, lead`,
    ]);
  });

  it('names an emptied title and an emptied list with the field', () => {
    const { text, line } = changed('home.yaml', (copy) => {
      copy.hero.title = '';
      copy.audience.items = [];
    });
    expect(problemsIn('home.yaml', text)).toEqual([
      `lib/content/home.yaml:${line("  title: ''")}: hero.title: Title must not be empty`,
      `lib/content/home.yaml:${line('  items: []')}: audience.items needs at least 1 item`,
    ]);
  });

  it('names a list longer than the schema takes', () => {
    const { text, line } = changed('features.yaml', (copy) => (copy.capabilities = Array.from({ length: 40 }, () => structuredClone(copy.capabilities[0]))));
    expect(problemsIn('features.yaml', text)).toEqual([
      expect.stringMatching(new RegExp(`^lib/content/features.yaml:${line('capabilities:')}: capabilities has 40 items, more than the \\d+ it takes$`)),
    ]);
  });

  it('names a language code or a writing direction the pages cannot take', () => {
    const { text, line } = changed('languages.yaml', (copy) => {
      copy.site.code = 'English';
      copy.site.direction = 'up';
    });
    expect(problemsIn('languages.yaml', text)).toEqual([
      `lib/content/languages.yaml:${line('  code: English')}: site.code: ${LANGUAGE_CODE.message}`,
      `lib/content/languages.yaml:${line('  direction: up')}: site.direction: Must be a valid option`,
    ]);
  });

  it('names a header navigation that has left out a page it must keep', () => {
    const { text, line } = changed('header.yaml', (copy) => (copy.navigation = copy.navigation.filter(({ href }: { href: string }) => href !== '/about/')));
    expect(problemsIn('header.yaml', text)).toEqual([`lib/content/header.yaml:${line('navigation:')}: navigation must keep its link to /about/`]);
  });

  it('names a mistyped placeholder and an illustration that is not there', () => {
    let missing = '';
    const { text, line } = changed('home.yaml', (copy) => {
      copy.meta.title = '{brnd}: grid planning';
      missing = `${dirname(copy.cards[0].illustration.src)}/missing.svg`;
      copy.cards[0].illustration.src = missing;
    });
    expect(problemsIn('home.yaml', text)).toEqual([
      `lib/content/home.yaml:${line(/{brnd}/)}: meta.title: {brnd} is not a placeholder; use {brand}, {tagline}, {infoEmail}, {demoContact}, {launchYear}`,
      `lib/content/home.yaml:${line(`      src: ${missing}`)}: cards[0].illustration.src: ${missing} is not a file in lib/content/images/home/`,
    ]);
  });
});

describe('a link in the copy that leads nowhere is named with its file, field and line', () => {
  it('names a page the site does not have', () => {
    const { text, line } = changed('home.yaml', (copy) => (copy.hero.actions.primary.href = '/pricing/'));
    expect(problemsIn('home.yaml', text)).toEqual([
      `lib/content/home.yaml:${line(/href: \/pricing\/$/)}: hero.actions.primary.href: /pricing/ is not a page of the site; the pages are /, /about/, /contact/, /features/, /insights/ and the articles of /insights/`,
    ]);
  });

  it('names a section its page does not have, and a page written without its slash', () => {
    const home = changed('home.yaml', withAnchors('how-it-works'));
    const about = changed('about.yaml', (copy) => {
      copy.actions.primary.href = '/#how-it-work';
      copy.actions.secondary.href = '/features';
    });
    expect(problemsIn('about.yaml', about.text, { 'home.yaml': home.text })).toEqual([
      `lib/content/about.yaml:${about.line(/href: \/#how-it-work$/)}: actions.primary.href: #how-it-work is not a section of /; its sections are #how-it-works`,
      `lib/content/about.yaml:${about.line(/href: \/features$/)}: actions.secondary.href: /features is not a page of the site: write /features/, with the slash`,
    ]);
    const homeLink = changed('home.yaml', (copy) => {
      withAnchors('how-it-works')(copy);
      copy.hero.actions.secondary.href = '#how-it-work';
    });
    expect(problemsIn('home.yaml', homeLink.text)).toContainEqual(
      `lib/content/home.yaml:${homeLink.line(/href: '#how-it-work'$/)}: hero.actions.secondary.href: #how-it-work is not a section of /; its sections are #how-it-works`,
    );
  });

  it('names an anchor given twice on a page, and one the layout already uses', () => {
    const twice = changed('home.yaml', withAnchors('twice', 'twice'));
    expect(problemsIn('home.yaml', twice.text)).toContainEqual(
      `lib/content/home.yaml:${twice.line(/id: twice$/, 1)}: textBlocks[1].id: #twice is already the anchor of textBlocks[0].id (line ${twice.line(/id: twice$/)}); an anchor may appear once on a page`,
    );
    const main = changed('home.yaml', withAnchors('main'));
    expect(problemsIn('home.yaml', main.text)).toContainEqual(
      `lib/content/home.yaml:${main.line(/id: main$/)}: textBlocks[0].id: #main is the id the layout gives every page; choose another anchor`,
    );
  });

  it('names a link that is not a site path, a section or an https:, http:, mailto: or tel: address', () => {
    const { text, line } = changed('home.yaml', (copy) => (copy.hero.actions.primary.href = 'javascript:alert(1)'));
    expect(problemsIn('home.yaml', text)).toEqual([
      `lib/content/home.yaml:${line(/href: javascript:alert\(1\)$/)}: hero.actions.primary.href: javascript:alert(1) is not a link the site can use. A link is a page of the site (/contact/), a section of one (#how-it-works, /#how-it-works), or an https:, http:, mailto: or tel: address`,
    ]);
  });

  it('accepts a section of another page, an address and a file the site serves from public/', () => {
    const home = changed('home.yaml', withAnchors('fixture-section'));
    const folder = join(process.cwd(), 'public');
    const created = !existsSync(folder);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'datasheet.pdf'), '%PDF-1.7\n');
    try {
      const about = changed('about.yaml', (copy) => {
        copy.actions.primary.href = '/#fixture-section';
        copy.actions.secondary.href = '/datasheet.pdf';
      });
      expect(problemsIn('about.yaml', about.text, { 'home.yaml': home.text })).toEqual([]);
    } finally {
      rmSync(created ? folder : join(folder, 'datasheet.pdf'), { recursive: true });
    }
    const addresses = changed('about.yaml', (copy) => {
      copy.actions.primary.href = 'https://www.ferc.gov/';
      copy.actions.secondary.href = 'tel:+1 555 0100';
    });
    expect(problemsIn('about.yaml', addresses.text)).toEqual([]);
  });
});

describe('an article is checked as the copy is, each mistake named with its file, line and field', () => {
  const articleFolder = join(contentFolder, 'insights');
  const [articleName] = readdirSync(articleFolder).filter((name) => name.endsWith('.mdoc'));
  const article = readFileSync(join(articleFolder, articleName), 'utf8');
  const lineOf = (text: string, needle: string) => text.split('\n').findIndex((line) => line.includes(needle)) + 1;

  /** What the build's check says of `text` as the article file `name` (as problemsIn, for articles). */
  function articleProblemsIn(name: string, text: string): string[] {
    const check = `
      const { readArticle } = require('./lib/content-reader/articles.mjs');
      try { readArticle(require('node:fs').readFileSync(0, 'utf8'), process.argv[1]); console.log('[]'); }
      catch (error) { console.log(JSON.stringify(error.message.split('\\n'))); }`;
    return JSON.parse(execFileSync(process.execPath, ['-e', check, join(articleFolder, name)], { input: text, encoding: 'utf8' }));
  }

  it('passes every article as it ships', () => {
    for (const name of readdirSync(articleFolder)) expect(articleProblemsIn(name, readFileSync(join(articleFolder, name), 'utf8'))).toEqual([]);
  });

  it('names a link in the body that leads nowhere, an image without its description, and a field left out', () => {
    const text = article
      .replace(/^summary:[\s\S]*?(?=^author:)/m, '')
      .concat('\nSee {% siteLink href="/pricing/" %}the pricing{% /siteLink %}.\n\n![](images/insights/none.png)\n');
    const file = `lib/content/insights/${articleName}`;
    expect(articleProblemsIn(articleName, text)).toEqual([
      `${file}:2: summary is missing`,
      `${file}:${lineOf(text, '![](')}: body: the image images/insights/none.png needs its description`,
      `${file}:${lineOf(text, '![](')}: body: images/insights/none.png is not a file in lib/content/images/insights/`,
    ]);
    // With its fields whole, the link is checked too.
    const withLink = article.concat('\nSee {% siteLink href="/pricing/" %}the pricing{% /siteLink %}.\n');
    expect(articleProblemsIn(articleName, withLink)).toEqual([
      `${file}:${lineOf(withLink, '"/pricing/"')}: body: /pricing/ is not a page of the site; the pages are /, /about/, /contact/, /features/, /insights/ and the articles of /insights/`,
    ]);
    // A Markdown link, which the editor cannot read, is named with the way to write it.
    const markdownLink = article.concat('\nSee [the features](/features/).\n');
    expect(articleProblemsIn(articleName, markdownLink)).toEqual([
      `${file}:${lineOf(markdownLink, '(/features/)')}: body: write the link to /features/ as {% siteLink href="/features/" %}…{% /siteLink %}, as the editor's Link button does`,
    ]);
  });

  it('names a body longer than an article takes, at its first block over', () => {
    const paragraphs = Array.from({ length: 400 }, (_, index) => `Paragraph ${index + 1}.`);
    const text = `${article.trimEnd()}\n\n${paragraphs.join('\n\n')}\n`;
    const [problem] = articleProblemsIn(articleName, text);
    const [, line, blocks, limit] = /:(\d+): body: (\d+) blocks, more than the (\d+) an article takes/.exec(problem) ?? [];
    expect(Number(blocks)).toBeGreaterThan(Number(limit));
    // The line of the first block over the limit: counted from the end, where the added paragraphs are.
    expect(text.split('\n')[Number(line) - 1]).toBe(`Paragraph ${400 - (Number(blocks) - Number(limit)) + 1}.`);
  });

  it('names an address a visitor could not type', () => {
    expect(articleProblemsIn('Grid_Queues.mdoc', article)[0]).toMatch(/^lib\/content\/insights\/Grid_Queues\.mdoc:1: address: Grid_Queues: An address is lower-case letters/);
  });

  it('names a link of the copy to an article the site does not show', () => {
    const { text, line } = changed('home.yaml', (copy) => (copy.hero.actions.primary.href = '/insights/no-such-article/'));
    expect(problemsIn('home.yaml', text)).toEqual([
      `lib/content/home.yaml:${line(/href: \/insights\/no-such-article\/$/)}: hero.actions.primary.href: /insights/no-such-article/ is not an article on the site: no article has this address, or it is a draft or dated to come`,
    ]);
    const linked = changed('home.yaml', (copy) => (copy.hero.actions.primary.href = `/insights/${articleName.replace('.mdoc', '')}/`));
    expect(problemsIn('home.yaml', linked.text)).toEqual([]);
  });
});
