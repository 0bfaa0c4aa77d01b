/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { articleSource } from '@/lib/content-reader/article-file.mjs';
import { readYaml, writeYaml } from '@/lib/content-reader/yaml.mjs';
import { blobSha, keepVersion, mergeSave } from '@/app/_editor/saves/save-merge';

const FILE = 'lib/content/home.yaml';
const opened = { hero: { eyebrow: 'Grid planning', title: 'Grid Planning. Rewired.' }, cards: [{ title: 'Transmission' }, { title: 'AI load' }] };

describe('mergeSave', () => {
  const projects: string[] = [];
  /** A project whose copy file was opened as `opened` (its version kept), then changed on disk to `now`. */
  function projectWith(now: object, { keepOpened = true } = {}) {
    const project = mkdtempSync(join(tmpdir(), 'save-merge-'));
    projects.push(project);
    mkdirSync(join(project, 'lib/content'), { recursive: true });
    if (keepOpened) keepVersion(project, Buffer.from(writeYaml(opened)));
    writeFileSync(join(project, FILE), writeYaml(now));
    return project;
  }
  const save = (project: string, ours: object, base = blobSha(Buffer.from(writeYaml(opened)))) => {
    const result = mergeSave(project, FILE, base, Buffer.from(writeYaml(ours)));
    return 'refused' in result ? result.refused : readYaml(result.contents.toString('utf8'));
  };
  afterAll(() => projects.forEach((project) => rmSync(project, { recursive: true })));

  it('writes a save over the file as it was opened as it is', () => {
    const project = projectWith(opened);
    const ours = { ...opened, hero: { ...opened.hero, title: 'Ours' } };
    expect(mergeSave(project, FILE, blobSha(Buffer.from(writeYaml(opened))), Buffer.from(writeYaml(ours)))).toEqual({ contents: Buffer.from(writeYaml(ours)) });
  });

  it('merges a save with a change made since to other fields, list items included, in Keystatic’s own YAML', () => {
    const project = projectWith({ hero: { ...opened.hero, title: 'Theirs' }, cards: [{ title: 'Transmission' }, { title: 'AI load, theirs' }] });
    const ours = { hero: { ...opened.hero, eyebrow: 'Ours' }, cards: [{ title: 'Transmission, ours' }, { title: 'AI load' }] };
    const merged = mergeSave(project, FILE, blobSha(Buffer.from(writeYaml(opened))), Buffer.from(writeYaml(ours)));
    expect(merged).toEqual({
      contents: Buffer.from(writeYaml({ hero: { eyebrow: 'Ours', title: 'Theirs' }, cards: [{ title: 'Transmission, ours' }, { title: 'AI load, theirs' }] })),
    });
  });

  it('refuses a save that changes a field changed since, naming both wordings; the same save again keeps ours and their other changes', () => {
    const project = projectWith({ hero: { eyebrow: 'Theirs', title: 'Their title' }, cards: opened.cards });
    const ours = { ...opened, hero: { ...opened.hero, title: 'Our title' } };
    expect(save(project, ours)).toBe(
      'Not saved: lib/content/home.yaml has changed since you opened it (saved in another tab, or changed on disk), and both changed the same field: ' +
        'hero.title now says “Their title”, you wrote “Our title”. What you typed is still here. ' +
        'Save again to keep your wording there (every other change to the file is kept), or change it first.',
    );
    expect(readFileSync(join(project, FILE), 'utf8')).toBe(writeYaml({ hero: { eyebrow: 'Theirs', title: 'Their title' }, cards: opened.cards }));
    expect(save(project, ours)).toEqual({ hero: { eyebrow: 'Theirs', title: 'Our title' }, cards: opened.cards });
  });

  it('takes a list lengthened on one side whole, and refuses lists both changed', () => {
    const added = [...opened.cards, { title: 'Substations' }];
    expect(save(projectWith({ ...opened, cards: added }), { ...opened, hero: { ...opened.hero, title: 'Ours' } })).toEqual({
      hero: { ...opened.hero, title: 'Ours' },
      cards: added,
    });
    expect(save(projectWith({ ...opened, cards: added }), { ...opened, cards: opened.cards.slice(1) })).toMatch(/both changed the same field: cards now says/);
  });

  it('counts every field the two tell apart as changed by both when the opened version is no longer kept', () => {
    const project = projectWith({ hero: { eyebrow: 'Theirs', title: 'Grid Planning. Rewired.' }, cards: opened.cards }, { keepOpened: false });
    expect(save(project, { ...opened, hero: { ...opened.hero, title: 'Ours' } })).toMatch(
      /both changed the same fields: hero\.eyebrow now says “Theirs”, you wrote “Grid planning”; hero\.title now says “Grid Planning\. Rewired\.”, you wrote “Ours”\./,
    );
  });

  it('refuses to replace a drawing that changed since it was opened, until it is saved again', () => {
    const project = projectWith(opened);
    const drawing = 'lib/content/images/home/cards/0/illustration/src.svg';
    mkdirSync(join(project, 'lib/content/images/home/cards/0/illustration'), { recursive: true });
    writeFileSync(join(project, drawing), '<svg>theirs</svg>');
    const ours = Buffer.from('<svg>ours</svg>');
    const opening = blobSha(Buffer.from('<svg>opened</svg>'));
    expect(mergeSave(project, drawing, opening, ours)).toEqual({
      refused: `Not saved: ${drawing} has changed since you opened it (saved in another tab, or changed on disk). What you chose is still here: save again to replace it with yours.`,
    });
    expect(mergeSave(project, drawing, opening, ours)).toEqual({ contents: ours });
  });

  it('merges an article field by field, its body one field more, and names a body both changed', () => {
    const project = projectWith(opened);
    const article = 'lib/content/insights/an-article.mdoc';
    mkdirSync(join(project, 'lib/content/insights'));
    const fields = { title: 'An article', date: '2026-01-01', summary: 'Its summary.' };
    const openedArticle = Buffer.from(articleSource(fields, 'A paragraph.\n'));
    keepVersion(project, openedArticle);
    writeFileSync(join(project, article), articleSource({ ...fields, summary: 'Their summary.' }, 'A paragraph.\n'));

    const ours = Buffer.from(articleSource(fields, 'A paragraph.\n\nOur paragraph.\n'));
    expect(mergeSave(project, article, blobSha(openedArticle), ours)).toEqual({ contents: Buffer.from(articleSource({ ...fields, summary: 'Their summary.' }, 'A paragraph.\n\nOur paragraph.\n')) });

    writeFileSync(join(project, article), articleSource(fields, 'Their paragraph.\n'));
    expect(mergeSave(project, article, blobSha(openedArticle), ours)).toEqual({ refused: expect.stringContaining('both changed the same field: body now says “Their paragraph.') });
  });
});
