/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { changedCopy, type Copy } from '@/e2e/support/copy-edits';
import { readYaml } from '@/lib/content-reader/yaml.mjs';

const root = process.cwd();
const original = (name: string) => readFileSync(join(root, 'lib', 'content', name), 'utf8');
const copyFiles = readdirSync(join(root, 'lib', 'content')).filter((name) => name.endsWith('.yaml') && name !== 'languages.yaml');

let project: string;

/** A project of its own, whose copy the test changes: the code linked, lib/content/ copied. */
beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'translations-'));
  for (const entry of readdirSync(root)) if (!['lib', '.git', '.next', 'out'].includes(entry)) symlinkSync(join(root, entry), join(project, entry));
  mkdirSync(join(project, 'lib'));
  for (const entry of readdirSync(join(root, 'lib'))) if (entry !== 'content') symlinkSync(join(root, 'lib', entry), join(project, 'lib', entry));
  cpSync(join(root, 'lib', 'content'), join(project, 'lib', 'content'), { recursive: true });
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  mkdirSync(join(project, 'lib', 'content', file, '..'), { recursive: true });
  writeFileSync(join(project, 'lib', 'content', file), text);
};

/** The site's languages: English, and these translations. */
const withTranslations = (...codes: string[]) =>
  write('languages.yaml', `${original('languages.yaml')}translations:\n${codes.map((code) => `  - code: ${code}\n    name: ${code.toUpperCase()}\n    direction: ltr\n`).join('')}`);

/** Every copy file translated into `code` (the original's words stand in), `change` made to the file `name`. */
function translateAll(code: string, name?: string, change?: (copy: Copy) => void) {
  for (const file of copyFiles) write(`${code}/${file}`, file === name && change ? changedCopy(original(file), change).text : original(file));
}

/** `script` run in the project's own Node.js process, as the build and the editor run the readers: Jest's module registry cannot load the schema's ES modules. */
const inProject = (script: string) => execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: project, encoding: 'utf8' });

/** What the build says of the translations (translation-report.mjs), or the mistake it stops on. */
function report(): { line: string; markdown: string } | { error: string } {
  return JSON.parse(
    inProject(`import { translationReport } from './lib/content-reader/translation-report.mjs';
      try { console.log(JSON.stringify(translationReport())); } catch (error) { console.log(JSON.stringify({ error: error.message })); }`),
  );
}

/** A save of the translation of `name` into `code`, as the editor saves it: the file, and the record of the original's wording it was translated from. */
function saveTranslation(code: string, name: string, change: (copy: Copy) => void = () => {}) {
  const { text } = changedCopy(readFileSync(join(project, 'lib', 'content', code, name), 'utf8'), change);
  inProject(`import { recordOriginals } from './lib/content-reader/translation-originals.mjs';
    recordOriginals(process.cwd(), 'lib/content/${code}/${name}', ${JSON.stringify(text)});`);
  write(`${code}/${name}`, text);
}

/** The original `name` with `change` made, as a colleague or the editor saves it. */
const changeOriginal = (name: string, change: (copy: Copy) => void) => write(name, changedCopy(readFileSync(join(project, 'lib', 'content', name), 'utf8'), change).text);

/** git in `folder` of the project: lib/content/ by default, as a clone of the copy alone. */
const gitIn = (folder: string, ...args: string[]) => execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], { cwd: join(project, folder), encoding: 'utf8' });
const git = (...args: string[]) => gitIn('lib/content', ...args);

describe('the translations report', () => {
  it('says the site is in one language while it has no translation', () => {
    expect(report()).toMatchObject({ line: 'Translations: none, the site is in en only' });
  });

  it('shows every page of a language fully translated', () => {
    withTranslations('de');
    translateAll('de');
    expect(report()).toMatchObject({ line: expect.stringMatching(/^Translations: de 5 of 6 pages, \d+ fields translated, 0 missing, 0 out of date$/) });
  });

  it('holds back the pages a missing field belongs to, naming the file and field', () => {
    withTranslations('de');
    translateAll('de', 'footer.yaml', (copy) => (copy.launched = ''));
    const result = report() as { line: string; markdown: string };
    expect(result.line).toMatch(/^Translations: de 0 of 6 pages, \d+ fields translated, 1 missing, 0 out of date$/);
    expect(result.markdown).toMatch(/\| footer\.yaml \| \d+ \| launched \| – \|/);
  });

  it('names a page its own file misses, and the others still show', () => {
    withTranslations('de');
    translateAll('de', 'about.yaml', (copy) => delete copy.intro.lead);
    expect(report()).toMatchObject({ line: expect.stringMatching(/^Translations: de 4 of 6 pages, \d+ fields translated, 1 missing, 0 out of date$/) });
    expect((report() as { markdown: string }).markdown).toContain('Not shown: /de/about/, /de/insights/.');
  });

  it('holds back every page of a language until its Home shows, which they lead to', () => {
    withTranslations('de');
    translateAll('de', 'home.yaml', (copy) => (copy.hero.title = ''));
    const result = report() as { line: string; markdown: string };
    expect(result.line).toMatch(/^Translations: de 0 of 6 pages, \d+ fields translated, 1 missing, 0 out of date$/);
    expect(result.markdown).toContain('Shown: no page yet.');
  });

  it('shows a language’s Insights once an article is written in it, and refuses a language the site does not list', () => {
    withTranslations('de');
    translateAll('de');
    const [newest] = readdirSync(join(project, 'lib', 'content', 'insights'));
    const english = readFileSync(join(project, 'lib', 'content', 'insights', newest), 'utf8');
    write('insights/auf-deutsch.mdoc', english.replace(/^author: /m, 'language: de\nauthor: '));
    expect(report()).toMatchObject({ line: expect.stringMatching(/^Translations: de 6 of 6 pages, /) });
    write('insights/auf-deutsch.mdoc', english.replace(/^author: /m, 'language: fr\nauthor: '));
    const refused = inProject(`import { readArticles } from './lib/content-reader/articles.mjs';
      try { readArticles(); } catch (error) { console.log(error.message); }`);
    expect(refused).toMatch(/lib\/content\/insights\/auf-deutsch\.mdoc:\d+: language: fr is not a translation of lib\/content\/languages\.yaml \(de\)/);
  });

  it('counts a file not begun', () => {
    withTranslations('de');
    expect(report()).toMatchObject({ line: 'Translations: de 0 of 6 pages, 0 fields translated, 0 missing, 0 out of date, 11 files not begun' });
  });

  it('stops on a translation’s mistake that is not an empty field, naming its file', () => {
    withTranslations('de');
    translateAll('de', 'home.yaml', (copy) => (copy.hero.actions.primary.href = '/nowhere/'));
    expect(report()).toMatchObject({ error: expect.stringContaining('lib/content/de/home.yaml:') });
  });

  it('refuses a language listed twice or one that takes an address of the site', () => {
    withTranslations('de', 'de', 'og');
    expect(report()).toEqual({
      error: [
        'The languages cannot be built:',
        'lib/content/languages.yaml: translations[1].code: de is listed already',
        "lib/content/languages.yaml: translations[2].code: og begins the address of a page already (/og/), which the language's pages would take",
      ].join('\n'),
    });
  });
});

describe('a translation out of date', () => {
  const homeTitle = (readYaml(original('home.yaml')) as Copy).hero.title as string;

  beforeEach(() => {
    withTranslations('de');
    translateAll('de');
    saveTranslation('de', 'home.yaml', (copy) => (copy.hero.title = `DE ${copy.hero.title}`));
  });

  it('is marked field by field when the original changes after it was translated, with both wordings', () => {
    changeOriginal('home.yaml', (copy) => (copy.hero.title = 'A new title'));
    const result = report() as { line: string; markdown: string };
    expect(result.line).toMatch(/, 0 missing, 1 out of date$/);
    expect(result.markdown).toContain(`hero.title: was “${homeTitle}”, now “A new title”`);
  });

  it('is kept by a save of another field, and cleared by a save of the field translated anew', () => {
    changeOriginal('home.yaml', (copy) => (copy.hero.title = 'A new title'));
    saveTranslation('de', 'home.yaml', (copy) => (copy.cardsTitle = `DE ${copy.cardsTitle}`));
    expect(report()).toMatchObject({ line: expect.stringMatching(/, 0 missing, 1 out of date$/) });
    saveTranslation('de', 'home.yaml', (copy) => (copy.hero.title = 'DE A new title'));
    expect(report()).toMatchObject({ line: expect.stringMatching(/, 0 missing, 0 out of date$/) });
  });

  it('is marked after a colleague’s change to the original is merged, and kept after another save of the original', () => {
    git('init', '-q', '-b', 'main');
    git('add', '.');
    git('commit', '-q', '-m', 'translated');
    git('switch', '-q', '-c', 'colleague');
    changeOriginal('home.yaml', (copy) => (copy.hero.title = 'A colleague’s title'));
    git('commit', '-q', '-am', 'a colleague changes the original');
    git('switch', '-q', 'main');
    saveTranslation('de', 'home.yaml', (copy) => (copy.cardsTitle = `DE ${copy.cardsTitle}`));
    git('commit', '-q', '-am', 'the translation goes on');
    git('merge', '-q', '--no-edit', 'colleague');
    expect((report() as { markdown: string }).markdown).toContain(`hero.title: was “${homeTitle}”, now “A colleague’s title”`);
    changeOriginal('home.yaml', (copy) => (copy.cardsTitle = 'Cards, retitled'));
    expect(report()).toMatchObject({ line: expect.stringMatching(/, 0 missing, 2 out of date$/) });
  });

  it('is marked again when History restores a version translated from the original before it changed', () => {
    const commit = (message: string) => {
      gitIn('.', 'add', 'lib/content');
      gitIn('.', 'commit', '-q', '-m', message);
    };
    gitIn('.', 'init', '-q', '-b', 'main');
    commit('translated');
    changeOriginal('home.yaml', (copy) => (copy.hero.title = 'A new title'));
    commit('the original changes');
    saveTranslation('de', 'home.yaml', (copy) => (copy.hero.title = 'DE A new title'));
    commit('translated anew');
    expect(report()).toMatchObject({ line: expect.stringMatching(/, 0 missing, 0 out of date$/) });
    // The editor saves the version restored as the form then holds it.
    const restored = readYaml(gitIn('.', 'show', 'HEAD~2:lib/content/de/home.yaml')) as Copy;
    saveTranslation('de', 'home.yaml', (copy) => Object.assign(copy, restored));
    expect((report() as { markdown: string }).markdown).toContain(`hero.title: was “${homeTitle}”, now “A new title”`);
  });

  it('is cleared when the translator finds the translation still fits', () => {
    changeOriginal('home.yaml', (copy) => (copy.hero.title = 'A new title'));
    inProject(`import { keepTranslation } from './lib/content-reader/translation-originals.mjs';
      keepTranslation(process.cwd(), 'lib/content/de/home.yaml', 'hero.title');`);
    expect(report()).toMatchObject({ line: expect.stringMatching(/, 0 missing, 0 out of date$/) });
  });
});
