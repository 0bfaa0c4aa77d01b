// History on real git repositories (clones.ts): each published version of a page or an article,
// who published it and which fields it changed, and its files as they were.
import { readFileSync } from 'node:fs';

import { simpleGit } from 'simple-git';

import { homeCopy } from '@/lib/content-reader';
import { articlePaths } from '@/lib/content-reader/articles.mjs';
import { collections } from '@/lib/content-schema/schema.mjs';
import { readYaml } from '@/lib/content-reader/yaml.mjs';
import { entryFiles } from '@/app/_editor/publish/changes';
import { filesAt, versionsOf } from '@/app/_editor/publish/history';
import { publish } from '@/app/_editor/publish/publish';

import { addressOf, article, clones, colleaguePublishes, edit, editArticle, HOME, removeClones, type Copy } from './clones';

const built = { check: async () => undefined };

afterAll(removeClones);

test('lists each published version of a page, newest first, with who changed which fields, and gives back its files', async () => {
  const { clone, colleague } = clones();
  colleaguePublishes(colleague, HOME, (copy) => (copy.hero.title = 'The colleague’s headline'));
  edit(clone, HOME, (copy) => (copy.cards[0].title = 'A card renamed'));
  await publish(clone, built);

  const versions = await versionsOf(simpleGit(clone), entryFiles(clone, 'home')!);
  expect(versions.map(({ author, fields }) => [author, fields])).toEqual([
    ['Marketer', ['Cards 1 › Title']],
    ['Colleague', ['Hero › Title']],
    ['Marketer', []],
  ]);
  const files = await filesAt(simpleGit(clone), entryFiles(clone, 'home')!, versions[1].commit);
  expect((readYaml(files.get(HOME)!.toString('utf8')) as Copy).cards[0].title).toBe(homeCopy.cards[0].title);
  expect([...files.keys()].filter((path) => path.startsWith('lib/content/images/home/'))).not.toEqual([]);
});

test('lists an article’s published versions with the fields and body each changed, and gives back its file and cover', async () => {
  const { clone } = clones();
  const [file] = articlePaths();
  const entry = `insights:${addressOf(file)}`;
  editArticle(clone, file, (parts) => {
    parts.fields.summary = 'A summary published later.';
    parts.body = `${parts.body}\nA paragraph published later.\n`;
  });
  expect(await publish(clone, built)).toEqual(expect.objectContaining({ kind: 'published' }));

  const files = entryFiles(clone, entry)!;
  expect(files.label).toBe(`${collections.insights.label} › ${article(clone, file).fields.title}`);
  const versions = await versionsOf(simpleGit(clone), files);
  expect(versions.map(({ fields }) => fields)).toEqual([['Summary', 'Body'], []]);
  const first = await filesAt(simpleGit(clone), files, versions[1].commit);
  expect(first.get(file)!.toString('utf8')).toBe(readFileSync(file, 'utf8'));
  expect([...first.keys()].filter((path) => path.startsWith(`lib/content/images/insights/${addressOf(file)}/`))).not.toEqual([]);
});
