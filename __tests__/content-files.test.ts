/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const contentFolder = join(process.cwd(), 'lib', 'content');
const copyFiles = readdirSync(contentFolder).filter((name) => name.endsWith('.yaml'));
const source = (name: string) => readFileSync(join(contentFolder, name), 'utf8');

/**
 * What the build's check says of `text` as the file `name`: each problem it names. In a Node.js
 * process of its own, as the build runs it: Jest's module registry cannot load the schema's ES modules.
 */
function problemsIn(name: string, text: string): string[] {
  const check = `
    const { readContent } = require('./lib/content/content-module.cjs');
    try { readContent(require('node:fs').readFileSync(0, 'utf8'), process.argv[1]); console.log('[]'); }
    catch (error) { console.log(JSON.stringify(error.message.split('\\n'))); }`;
  return JSON.parse(execFileSync(process.execPath, ['-e', check, join(contentFolder, name)], { input: text, encoding: 'utf8' }));
}

/** The problems named in `name` once `edit` has changed its text, as a marketer might by hand. */
function problemsAfter(name: string, edit: (text: string) => string) {
  const text = source(name);
  const edited = edit(text);
  expect(edited).not.toBe(text);
  return problemsIn(name, edited);
}

describe('the copy files', () => {
  it('are every file the schema describes', () => {
    expect(copyFiles.sort()).toEqual(['about', 'contact', 'error', 'features', 'footer', 'glossary', 'header', 'home', 'mail', 'not-found'].map((name) => `${name}.yaml`));
  });

  it.each(copyFiles)('%s passes the schema', (name) => {
    expect(problemsIn(name, source(name))).toEqual([]);
  });
});

describe('a mistake made by hand is named with its file and line', () => {
  it('names broken YAML', () => {
    expect(problemsAfter('home.yaml', (text) => text.replace('  title: Grid Planning. Rewired.', "  title: 'Grid Planning's future. Rewired.'"))).toEqual([
      'lib/content/home.yaml:9: bad indentation of a mapping entry',
    ]);
  });

  it('names a missing field at the block that lacks it', () => {
    expect(problemsAfter('features.yaml', (text) => text.replace(/^ {2}lead: .*\n( {4}.*\n)*/m, ''))).toEqual([
      'lib/content/features.yaml:6: intro.lead is missing',
    ]);
  });

  it('names an unknown field at its line', () => {
    expect(problemsAfter('about.yaml', (text) => text.replace('intro:\n', 'intro:\n  subtitle: Our story\n'))).toEqual([
      'lib/content/about.yaml:7: intro.subtitle is not a field here; the fields are eyebrow, title, lead',
    ]);
  });

  it('names an emptied title and an emptied list with the field', () => {
    expect(
      problemsAfter('home.yaml', (text) => text.replace('  title: Grid Planning. Rewired.', "  title: ''").replace(/^ {2}items:\n( {4}.*\n)*/m, '  items: []\n')),
    ).toEqual(['lib/content/home.yaml:9: hero.title: Title must not be empty', expect.stringMatching(/^lib\/content\/home\.yaml:\d+: audience\.items needs at least 1 item$/)]);
  });

  it('names a mistyped placeholder and an illustration that is not there', () => {
    expect(
      problemsAfter('home.yaml', (text) => text.replace("'{brand}: grid", "'{brnd}: grid").replace('images/home/cards/1/illustration/src.svg', 'images/home/cards/1/illustration/sr.svg')),
    ).toEqual([
      'lib/content/home.yaml:2: meta.title: {brnd} is not a placeholder; use {brand}, {tagline}, {infoEmail}, {demoContact}, {launchYear}',
      expect.stringMatching(/^lib\/content\/home\.yaml:\d+: cards\[1\]\.illustration\.src: images\/home\/cards\/1\/illustration\/sr\.svg is not a file in lib\/content\/images\/home\/$/),
    ]);
  });
});

describe('a link in the copy that leads nowhere is named with its file, field and line', () => {
  it('names a page the site does not have', () => {
    expect(problemsAfter('home.yaml', (text) => text.replace('href: /contact/', 'href: /pricing/'))).toEqual([
      'lib/content/home.yaml:18: hero.actions.primary.href: /pricing/ is not a page of the site; the pages are /, /about/, /contact/, /features/',
    ]);
  });

  it('names a section its page does not have, and a page written without its slash', () => {
    expect(problemsAfter('about.yaml', (text) => text.replace('href: /contact/', "href: '/#how-it-work'").replace('href: /features/', 'href: /features'))).toEqual([
      'lib/content/about.yaml:64: actions.primary.href: #how-it-work is not a section of /; its sections are #how-it-works',
      'lib/content/about.yaml:67: actions.secondary.href: /features is not a page of the site: write /features/, with the slash',
    ]);
    expect(problemsAfter('home.yaml', (text) => text.replace("href: '#how-it-works'", "href: '#how-it-work'"))).toEqual([
      'lib/content/home.yaml:21: hero.actions.secondary.href: #how-it-work is not a section of /; its sections are #how-it-works',
    ]);
  });

  it('names an anchor given twice on a page, and one the layout already uses', () => {
    const secondBlock = '  - title: Solving the Ramping Challenge\n';
    expect(problemsAfter('home.yaml', (text) => text.replace(secondBlock, `${secondBlock}    id: how-it-works\n`))).toEqual([
      'lib/content/home.yaml:71: textBlocks[1].id: #how-it-works is already the anchor of textBlocks[0].id (line 56); an anchor may appear once on a page',
    ]);
    expect(problemsAfter('home.yaml', (text) => text.replace('  - id: how-it-works', '  - id: main'))).toEqual([
      'lib/content/home.yaml:21: hero.actions.secondary.href: #how-it-works is not a section of /; it has no sections',
      'lib/content/home.yaml:56: textBlocks[0].id: #main is the id the layout gives every page; choose another anchor',
    ]);
  });

  it('names a link that is not a site path, a section or an https:, http:, mailto: or tel: address', () => {
    expect(problemsAfter('home.yaml', (text) => text.replace('href: /contact/', "href: 'javascript:alert(1)'"))).toEqual([
      'lib/content/home.yaml:18: hero.actions.primary.href: javascript:alert(1) is not a link the site can use. A link is a page of the site (/contact/), a section of one (#how-it-works, /#how-it-works), or an https:, http:, mailto: or tel: address',
    ]);
  });

  it('accepts a section of another page, an address and a file the site serves from public/', () => {
    const folder = join(process.cwd(), 'public');
    const created = !existsSync(folder);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'datasheet.pdf'), '%PDF-1.7\n');
    try {
      expect(problemsAfter('about.yaml', (text) => text.replace('href: /contact/', "href: '/#how-it-works'").replace('href: /features/', 'href: /datasheet.pdf'))).toEqual([]);
    } finally {
      rmSync(created ? folder : join(folder, 'datasheet.pdf'), { recursive: true });
    }
    expect(problemsAfter('about.yaml', (text) => text.replace('href: /contact/', "href: 'https://www.ferc.gov/'").replace('href: /features/', "href: 'tel:+1 555 0100'"))).toEqual([]);
  });
});
