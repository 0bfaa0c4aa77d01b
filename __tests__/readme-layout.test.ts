/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** README.md's layout: each line's files and folders (before the description), as paths. */
function layout() {
  const readme = readFileSync('README.md', 'utf8');
  const block = readme.slice(readme.indexOf('## Layout')).match(/```\n([\s\S]*?)```/)![1];
  const paths: string[] = [];
  let parent = '';
  for (const line of block.split('\n').filter(Boolean)) {
    const indented = line.startsWith('  ');
    const names = line.trim().split(/ {2,}/)[0].split(', ');
    const here = names.map((name) => (indented ? `${parent}${name}` : name));
    if (!indented) parent = here[0];
    paths.push(...here);
  }
  return paths;
}

/** What a newcomer looks for: the top folders, and everything in app/, components/ and lib/ but READMEs. */
const tree = () => [
  ...['app/', 'components/', 'lib/', '__tests__/', 'e2e/', 'bench/', '.ci/', '.github/', 'instrumentation.dev.ts'],
  ...['app', 'components', 'lib'].flatMap((folder) =>
    readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.name !== 'README.md')
      .map((entry) => `${folder}/${entry.name}${entry.isDirectory() ? '/' : ''}`),
  ),
];

describe('README.md’s layout', () => {
  it('names only what is there', () => {
    expect(layout().filter((path) => !existsSync(join(process.cwd(), path)))).toEqual([]);
  });

  it('names every folder and file of app/, components/ and lib/', () => {
    const named = new Set(layout());
    expect(tree().filter((path) => !named.has(path))).toEqual([]);
  });
});
