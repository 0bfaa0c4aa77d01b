// What the Publish view lists and what Discard puts back, on real git repositories (clones.ts); an
// article written, changed and deleted, published and merged with a colleague's change.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { simpleGit } from 'simple-git';

import { homeCopy } from '@/lib/content-reader';
import { articleParts, articleSource } from '@/lib/content-reader/article-file.mjs';
import { articlePaths } from '@/lib/content-reader/articles.mjs';
import { articleEntry, COMPOSED_PAGES } from '@/lib/content-schema/entry-rules.mjs';
import { collections, copyFiles, editorCollections } from '@/lib/content-schema/schema.mjs';
import { writeYaml } from '@/lib/content-reader/yaml.mjs';
import { publishedRefs, unpublishedChanges } from '@/app/_editor/publish/changes';
import { entryAddress } from '@/app/_editor/keystatic-internals/addresses.mjs';
import { discardEntry, discardField } from '@/app/_editor/publish/discard';
import { reviewUrl } from '@/app/_editor/publish/forges';
import { publish } from '@/app/_editor/publish/publish';

import { addressOf, article, clones, edit, editArticle, git, HOME, read, removeClones } from './clones';

const built = { check: async () => undefined };
const paragraphs = (body: string) => body.split(/\n{2,}/);
const changesIn = async (clone: string) => unpublishedChanges(simpleGit(clone), clone, await publishedRefs(simpleGit(clone)));

afterAll(removeClones);

describe('the Publish view’s changes and Discard', () => {
  test('lists each changed field with its published wording, in the editor’s words, and a new image', async () => {
    const { clone } = clones();
    edit(clone, HOME, (copy) => {
      copy.hero.title = 'A new headline';
      copy.cards[1].title = 'A card renamed';
    });
    const image = 'lib/content/images/home/cards/0/illustration/src.png';
    writeFileSync(join(clone, image), 'a photo');
    expect(await changesIn(clone)).toEqual([
      {
        path: HOME,
        entry: 'home',
        label: copyFiles.get(HOME)!.label,
        editorPage: entryAddress('home'),
        fields: [
          { field: 'hero.title', label: 'Hero › Title', published: homeCopy.hero.title, current: 'A new headline' },
          { field: 'cards[1].title', label: 'Cards 2 › Title', published: homeCopy.cards[1].title, current: 'A card renamed' },
        ],
      },
      { path: image, entry: 'home', label: copyFiles.get(HOME)!.label, editorPage: entryAddress('home'), fields: [] },
    ]);
  });

  test('puts one field back to its published wording, to the byte once it is the last; and a whole page with its images', async () => {
    const { clone } = clones();
    const published = readFileSync(join(clone, HOME));
    edit(clone, HOME, (copy) => {
      copy.hero.title = 'A new headline';
      copy.hero.eyebrow = 'A new eyebrow';
    });
    await discardField(clone, HOME, 'hero.title');
    expect(read(clone, HOME).hero).toEqual(expect.objectContaining({ title: homeCopy.hero.title, eyebrow: 'A new eyebrow' }));
    await discardField(clone, HOME, 'hero.eyebrow');
    expect(readFileSync(join(clone, HOME)).equals(published)).toBe(true);

    const image = 'lib/content/images/home/cards/0/illustration/src.png';
    edit(clone, HOME, (copy) => (copy.hero.title = 'A new headline'));
    writeFileSync(join(clone, image), 'a photo');
    await discardEntry(clone, 'home');
    expect(readFileSync(join(clone, HOME)).equals(published)).toBe(true);
    expect(existsSync(join(clone, image))).toBe(false);
  });
});

describe('articles', () => {
  const [changed, deleted] = articlePaths();

  test('an article written, one changed and one deleted are listed by title and field, and published with the new one’s cover', async () => {
    const { clone, bare } = clones();
    const before = article(clone, changed);
    const [firstParagraph] = paragraphs(before.body);
    editArticle(clone, changed, (parts) => {
      parts.fields.summary = 'A new summary.';
      parts.body = parts.body.replace(firstParagraph, 'A new first paragraph.');
    });
    rmSync(join(clone, deleted));
    const added = `${dirname(changed)}/a-new-article.mdoc`;
    const cover = 'lib/content/images/insights/a-new-article/cover/src.png';
    mkdirSync(join(clone, dirname(cover)), { recursive: true });
    writeFileSync(join(clone, cover), 'a photo');
    const fields = { title: 'A new article', date: '2026-01-01', draft: false, summary: 'Its summary.', author: 'Its author', cover: { src: 'images/insights/a-new-article/cover/src.png', alt: 'A photo' }, formerAddresses: [] };
    writeFileSync(join(clone, added), articleSource(fields, 'Its first paragraph.\n'));

    const changes = await changesIn(clone);
    const changeOf = (path: string) => changes.find((change) => change.path === path)!;
    expect(changeOf(changed)).toEqual({
      path: changed,
      entry: `insights:${addressOf(changed)}`,
      label: `${collections.insights.label} › ${before.fields.title}`,
      editorPage: entryAddress(articleEntry('insights', addressOf(changed))),
      fields: [
        { field: 'summary', label: 'Summary', published: before.fields.summary, current: 'A new summary.' },
        { field: 'body', label: 'Body', published: firstParagraph, current: 'A new first paragraph.' },
      ],
    });
    expect(changeOf(deleted)).toEqual(expect.objectContaining({ label: `${collections.insights.label} › ${article('.', deleted).fields.title} (deleted)`, editorPage: undefined }));
    expect(changeOf(deleted).fields).toContainEqual(expect.objectContaining({ field: 'title', published: article('.', deleted).fields.title, current: undefined }));
    expect(changeOf(added).fields).toContainEqual(expect.objectContaining({ field: 'summary', label: 'Summary', published: undefined, current: 'Its summary.' }));
    expect(changeOf(added).fields.map(({ field }) => field)).not.toContain('formerAddresses');
    expect(changeOf(cover)).toEqual(expect.objectContaining({ entry: 'insights:a-new-article', label: `${collections.insights.label} › A new article`, fields: [] }));

    expect(await publish(clone, built)).toEqual(expect.objectContaining({ kind: 'published' }));
    const sent = git(bare, 'show', '--name-status', '--format=%s', 'main').split('\n');
    expect(sent[0]).toContain(`${collections.insights.label} › A new article`);
    expect(sent.slice(1).filter(Boolean).sort()).toEqual([`A\t${added}`, `A\t${cover}`, `D\t${deleted}`, `M\t${changed}`].sort());
  });

  test('a colleague’s change to an article’s summary and the marketer’s to its body both arrive; a field discarded goes back to the byte', async () => {
    const { clone, bare, colleague } = clones();
    const published = readFileSync(join(clone, changed));
    git(colleague, 'pull', '--quiet');
    editArticle(colleague, changed, (parts) => (parts.fields.summary = 'The colleague’s summary.'));
    git(colleague, 'commit', '--quiet', '--all', '--message', 'A colleague’s publish');
    git(colleague, 'push', '--quiet');
    editArticle(clone, changed, (parts) => (parts.body = `${parts.body}\nThe marketer’s last paragraph.\n`));

    expect(await publish(clone, built)).toEqual(expect.objectContaining({ kind: 'published' }));
    const sent = articleParts(git(bare, 'show', `main:${changed}`));
    expect(sent.fields.summary).toBe('The colleague’s summary.');
    expect(paragraphs(sent.body.trim()).at(-1)).toBe('The marketer’s last paragraph.');

    const other = clones();
    const original = readFileSync(join(other.clone, changed));
    editArticle(other.clone, changed, (parts) => {
      parts.fields.author = 'A new author';
      parts.body = `${parts.body}\nA paragraph more.\n`;
    });
    await discardField(other.clone, changed, 'body');
    expect(article(other.clone, changed)).toEqual({ fields: { ...articleParts(original.toString('utf8')).fields, author: 'A new author' }, body: articleParts(original.toString('utf8')).body });
    await discardField(other.clone, changed, 'author');
    expect(readFileSync(join(other.clone, changed)).equals(original)).toBe(true);
    expect(published.equals(original)).toBe(true);
  });
});

describe('landing pages', () => {
  const file = `${COMPOSED_PAGES.folder}/grid-week-2027${COMPOSED_PAGES.extension}`;
  const entry = `${COMPOSED_PAGES.collection}:grid-week-2027`;
  const page = {
    title: 'Grid Week 2027',
    date: '2026-01-05',
    draft: false,
    meta: { title: 'Meet us at Grid Week 2027', description: 'Our stand and our talk.' },
    sections: [
      { discriminant: 'intro', value: { eyebrow: 'Grid Week 2027', title: 'Meet us in Denver', lead: 'Booth 214.' } },
      { discriminant: 'textBlock', value: { title: 'Our talk', paragraphs: ['Thursday at ten.'] } },
    ],
  };

  test('a section’s field changed is listed by the page’s title and the section’s field, and Discard puts the page back to the byte', async () => {
    const { clone } = clones();
    mkdirSync(join(clone, COMPOSED_PAGES.folder), { recursive: true });
    writeFileSync(join(clone, file), writeYaml(page));
    expect(await publish(clone, built)).toEqual(expect.objectContaining({ kind: 'published' }));
    const published = readFileSync(join(clone, file));
    edit(clone, file, (copy) => (copy.sections[1].value.title = 'Our talk, moved to Friday'));

    const [change] = await changesIn(clone);
    expect(change).toEqual({
      path: file,
      entry,
      label: `${editorCollections.get(COMPOSED_PAGES.collection)!.label} › ${page.title}`,
      editorPage: entryAddress(articleEntry(COMPOSED_PAGES.collection, 'grid-week-2027')),
      fields: [{ field: 'sections[1].value.title', label: 'Sections 2 › Title', published: 'Our talk', current: 'Our talk, moved to Friday' }],
    });
    await discardEntry(clone, entry);
    expect(readFileSync(join(clone, file)).equals(published)).toBe(true);
  });
});

test('an article saved with a time to come says when it goes live, in the Publish view and in the review request', async () => {
  const { clone } = clones();
  const [template] = articlePaths();
  const { fields, body } = articleParts(readFileSync(template, 'utf8'));
  const added = `${dirname(template)}/a-scheduled-article.mdoc`;
  writeFileSync(join(clone, added), articleSource({ ...fields, title: 'A scheduled article', date: '2031-03-04', time: '09:15', formerAddresses: [] }, body));
  const drafted = `${dirname(template)}/a-draft.mdoc`;
  writeFileSync(join(clone, drafted), articleSource({ ...fields, title: 'A draft', date: '2031-03-04', draft: true, formerAddresses: [] }, body));

  const changes = await changesIn(clone);
  const words = 'with the first scheduled run after 09:15 on Tuesday 4 March 2031, America/New_York';
  expect(changes.find((change) => change.path === added)?.goesLive).toBe(words);
  expect(changes.find((change) => change.path === drafted)?.goesLive).toBeUndefined();
  const link = new URL(reviewUrl('git@github.com:acme/site.git', 'main', 'copy/1', changes)!);
  expect(link.searchParams.get('body')).toContain(`### ${collections.insights.label} › A scheduled article\n\nScheduled: goes live ${words}.`);
});
