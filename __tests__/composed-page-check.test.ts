/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { COMPOSED_PAGE, writeComposedPage } from '@/e2e/support/composed-page';
import { changedCopy, type Copy } from '@/e2e/support/copy-edits';
import { SECTIONS_MAX } from '@/components/composed-pages/composed-page-schema.mjs';
import { SECTION_KINDS } from '@/components/sections/kinds.mjs';
import { readYaml } from '@/lib/content-reader/yaml.mjs';

/**
 * A copy of the project's copy and routes with the composed page of every section on disk, as
 * the stress build has it: the link check reads which pages there are from the disk.
 */
let dir: string;
let pageText: string;
const pageFile = `lib/content/pages/${COMPOSED_PAGE.slug}.yaml`;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'composed-pages-'));
  for (const folder of ['lib', 'app', 'components']) cpSync(folder, join(dir, folder), { recursive: true });
  symlinkSync(join(process.cwd(), 'node_modules'), join(dir, 'node_modules'));
  writeComposedPage(dir);
  pageText = readFileSync(join(dir, pageFile), 'utf8');
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * What the build's check says of `text` as the file `file` of the copy (a composed page, or a copy
 * file): each problem it names. In a Node.js process of its own, as the build runs it.
 */
function problemsIn(file: string, text: string): string[] {
  const check = `
    const { readContent } = require('./lib/content-reader/copy-check.mjs');
    const { readComposedPage } = require('./components/composed-pages/composed-page-check.mjs');
    const file = process.argv[1];
    const text = require('node:fs').readFileSync(0, 'utf8');
    try { (file.includes('/pages/') ? readComposedPage : readContent)(text, file); console.log('[]'); }
    catch (error) { console.log(JSON.stringify(error.message.split('\\n'))); }`;
  return JSON.parse(execFileSync(process.execPath, ['-e', check, join(dir, file)], { cwd: dir, input: text, encoding: 'utf8' }));
}

const changedPage = (change: (copy: Copy) => void) => changedCopy(pageText, change);

/** The anchors the page's sections give, in its order (#cards …). */
const anchorsOf = (text: string): string[] => (readYaml(text) as { sections: { value: { id?: string } }[] }).sections.flatMap(({ value }) => (value.id ? [`#${value.id}`] : []));

describe('a composed page', () => {
  it('of every kind of section twice passes the check', () => {
    expect(problemsIn(pageFile, pageText)).toEqual([]);
  });

  it('names a kind of section there is not, and a field a section lacks, with their lines', () => {
    const { text, line } = changedPage((copy) => {
      copy.sections[3].discriminant = 'banner';
      delete copy.sections[4].value.benefitsLabel;
    });
    expect(problemsIn(pageFile, text)).toEqual([
      `${pageFile}:${line('  - discriminant: banner')}: sections[3].discriminant: banner is not a kind here; the kinds are ${Object.keys(SECTION_KINDS).join(', ')}`,
      `${pageFile}:${line('  - discriminant: capabilities') + 1}: sections[4].value.benefitsLabel is missing`,
    ]);
  });

  it('names more sections than a page takes', () => {
    const { text, line } = changedPage((copy) => copy.sections.push(copy.sections.at(-1)));
    expect(problemsIn(pageFile, text)).toEqual([`${pageFile}:${line('sections:')}: sections has ${SECTIONS_MAX + 1} items, more than the ${SECTIONS_MAX} it takes`]);
  });

  it('must open with a hero or a page introduction, its heading', () => {
    const { text, line } = changedPage((copy) => copy.sections.splice(0, 2));
    expect(problemsIn(pageFile, text)).toEqual([
      `${pageFile}:${line('  - discriminant:')}: sections[0]: a page opens with a hero with a key figure or a page introduction, whose title is the page's heading`,
    ]);
  });

  it('takes no address of a page or a route the site builds itself', () => {
    expect(problemsIn('lib/content/pages/about.yaml', pageText)).toEqual([
      'lib/content/pages/about.yaml:1: address: /about/ is a page or a route the site builds itself; choose another address',
    ]);
    expect(problemsIn('lib/content/pages/Grid_Week.yaml', pageText)).toEqual([
      'lib/content/pages/Grid_Week.yaml:1: address: Grid_Week: An address is lower-case letters, digits and single hyphens (grid-week-2027)',
    ]);
  });

  it('is a page links lead to: a link to one of its sections passes, one to a section it lacks is named with the sections it has', () => {
    const about = readFileSync(join(dir, 'lib/content/about.yaml'), 'utf8');
    const steps = changedCopy(about, (copy) => (copy.actions.primary.href = `${COMPOSED_PAGE.href}#steps`));
    expect(problemsIn('lib/content/about.yaml', steps.text)).toEqual([]);
    const nowhere = changedCopy(about, (copy) => (copy.actions.primary.href = `${COMPOSED_PAGE.href}#nowhere`));
    expect(problemsIn('lib/content/about.yaml', nowhere.text)).toEqual([
      `lib/content/about.yaml:${nowhere.line(/href: \/every-section\/#nowhere$/)}: actions.primary.href: #nowhere is not a section of ${COMPOSED_PAGE.href}; its sections are ${anchorsOf(pageText).join(', ')}`,
    ]);
  });

  it('names a link to an address it had, with the one to link to', () => {
    const about = readFileSync(join(dir, 'lib/content/about.yaml'), 'utf8');
    const former = `/${COMPOSED_PAGE.formerAddress}/`;
    const moved = changedCopy(about, (copy) => (copy.actions.primary.href = former));
    expect(problemsIn('lib/content/about.yaml', moved.text)).toEqual([
      `lib/content/about.yaml:${moved.line(`    href: ${former}`)}: actions.primary.href: ${former} is an address ${COMPOSED_PAGE.href} had: link to ${COMPOSED_PAGE.href}`,
    ]);
  });

  it('names an anchor its page gives twice', () => {
    const { text, line } = changedPage((copy) => (copy.sections[Object.keys(SECTION_KINDS).length + 3].value.id = 'mission'));
    expect(problemsIn(pageFile, text)).toContainEqual(
      `${pageFile}:${line(/id: mission$/, 1)}: sections[${Object.keys(SECTION_KINDS).length + 3}].value.id: #mission is already the anchor of sections[3].value.id (line ${line(/id: mission$/)}); an anchor may appear once on a page`,
    );
  });

  it('names a title it gives twice: a screen reader lists its sections, cards and capabilities by their titles', () => {
    const again = Object.keys(SECTION_KINDS).length + 3;
    const { text, line } = changedPage((copy) => (copy.sections[again].value.title = copy.sections[3].value.title));
    const title = (readYaml(text) as Copy).sections[3].value.title;
    expect(problemsIn(pageFile, text)).toEqual([
      `${pageFile}:${line(`      title: ${title}`, 1)}: sections[${again}].value.title: "${title}" is already the title of sections[3].value.title (line ${line(`      title: ${title}`)}); a screen reader lists a page's sections, cards and capabilities by their titles, so each needs its own`,
    ]);
  });

  it('names a former address that is its own or a route of the site, with its line', () => {
    const { text, line } = changedPage((copy) => (copy.formerAddresses = [COMPOSED_PAGE.slug, 'about']));
    expect(problemsIn(pageFile, text)).toEqual([
      `${pageFile}:${line(`  - ${COMPOSED_PAGE.slug}`)}: formerAddresses[0]: ${COMPOSED_PAGE.href} is the page's own address; take it out`,
      `${pageFile}:${line('  - about')}: formerAddresses[1]: /about/ is a page or a route the site builds itself; take it out`,
    ]);
  });

  it('names a former address another page has, now or before: an address leads to one page', () => {
    const other = 'lib/content/pages/another-page.yaml';
    const { text, line } = changedPage((copy) => (copy.formerAddresses = [COMPOSED_PAGE.slug, COMPOSED_PAGE.formerAddress]));
    writeFileSync(join(dir, other), text);
    try {
      const all = `
        const { readComposedPages } = require('./components/composed-pages/composed-page-check.mjs');
        try { readComposedPages(); console.log('[]'); } catch (error) { console.log(JSON.stringify(error.message.split('\\n'))); }`;
      const problems = JSON.parse(execFileSync(process.execPath, ['-e', all], { cwd: dir, encoding: 'utf8' }));
      expect(problems).toEqual([
        `${other}:${line(`  - ${COMPOSED_PAGE.slug}`)}: formerAddresses[0]: ${COMPOSED_PAGE.href} leads to ${pageFile} already; take it out of one of them`,
        // Read in the order of their addresses, the other page took it first.
        `${pageFile}:${changedPage(() => {}).line(`  - ${COMPOSED_PAGE.formerAddress}`)}: formerAddresses[0]: /${COMPOSED_PAGE.formerAddress}/ leads to ${other} already; take it out of one of them`,
      ]);
    } finally {
      rmSync(join(dir, other));
    }
  });

  it('is a draft or dated to come off the site: a link to it is named', () => {
    writeFileSync(join(dir, pageFile), changedPage((copy) => (copy.draft = true)).text);
    try {
      const about = changedCopy(readFileSync(join(dir, 'lib/content/about.yaml'), 'utf8'), (copy) => (copy.actions.primary.href = COMPOSED_PAGE.href));
      expect(problemsIn('lib/content/about.yaml', about.text)).toEqual([
        expect.stringMatching(new RegExp(`^lib/content/about.yaml:\\d+: actions.primary.href: ${COMPOSED_PAGE.href} is not a page of the site`)),
      ]);
    } finally {
      writeFileSync(join(dir, pageFile), pageText);
    }
  });
});
