/** @jest-environment node */
import { readFileSync } from 'node:fs';

// Keystatic's own reading and writing (js-yaml's defaults), to compare the project's with.
// eslint-disable-next-line no-restricted-imports
import { dump as keystaticDump, load as keystaticLoad } from 'js-yaml';

import { articleParts, articleSource } from '@/lib/content-reader/article-file.mjs';
import { fieldsOfFile } from '@/lib/content-reader/content-file';
import { articleCollections, copyFiles } from '@/lib/content-schema/schema.mjs';
import { readYaml, readYamlNodes, writeYaml } from '@/lib/content-reader/yaml.mjs';

const [copyFile] = copyFiles.keys();
const [{ folder, extension }] = articleCollections.values();
const articleFile = `${folder}/a-new-article${extension}`;

/** Texts a marketer may type that YAML would read as something else if they were written bare. */
const awkwardTexts = {
  dateLike: '2026-10-20',
  timeLike: '2026-10-20T09:00:00Z',
  numberLike: '12',
  octalLike: '0o17',
  yes: 'yes',
  nothing: 'null',
  tilde: '~',
  mergeKey: '<<',
  comment: '# not a comment',
  colon: 'Grid: planned',
  leadingSpace: '  indented',
  lines: 'First line\nSecond line\n',
  long: 'A sentence long enough to be folded over more than one line when it is written out as YAML by the editor.',
  accented: 'Énergie réseau – “quoted”',
};

describe('the copy’s YAML (lib/content-reader/yaml.mjs)', () => {
  it('is read with the same values by every reader, a date as the text it is', () => {
    const text = 'title: Grid queues\ndate: 2026-10-20\ncount: 3\ntags:\n  - a\n  - b\n';
    const expected = { title: 'Grid queues', date: '2026-10-20', count: 3, tags: ['a', 'b'] };
    expect(readYaml(text)).toEqual(expected);
    expect(readYamlNodes(text).root?.value).toEqual(expected);
    expect(fieldsOfFile(copyFile, text)).toEqual(expected);
    expect(articleParts(`---\n${text}---\nThe body.\n`).fields).toEqual(expected);
    expect(fieldsOfFile(articleFile, `---\n${text}---\nThe body.\n`)).toEqual({ ...expected, body: 'The body.\n' });
  });

  it('is written so that the editor and the build read back every text as it was typed', () => {
    const written = writeYaml(awkwardTexts);
    expect(keystaticLoad(written)).toEqual(awkwardTexts);
    expect(readYaml(written)).toEqual(awkwardTexts);
    const article = articleSource(awkwardTexts, 'The body.\n');
    expect(keystaticLoad(article.split('---\n')[1])).toEqual(awkwardTexts);
    expect(articleParts(article).fields).toEqual(awkwardTexts);
  });

  it('reads a date the editor wrote as the text the editor shows', () => {
    // Keystatic's date field writes a Date that prints as the day the marketer picked.
    const picked = Object.assign(new Date('2026-12-01'), { toISOString: () => '2026-12-01' });
    expect(readYaml(keystaticDump({ date: picked }))).toEqual({ date: '2026-12-01' });
  });

  it.each([...copyFiles.keys()])('lays out %s as the editor does', (file) => {
    const copy = readYaml(readFileSync(file, 'utf8'));
    expect(writeYaml(copy)).toBe(keystaticDump(copy));
  });

  it('knows the line of each node, and of a mistake (js-yaml’s `listener` option)', () => {
    const { root } = readYamlNodes('hero:\n  title: Grid queues\ncards:\n  - title: One\n  - title: Two\n');
    expect(root).toEqual(expect.objectContaining({ kind: 'mapping', line: 1 }));
    const [hero, cards] = root!.kind === 'mapping' ? root!.pairs : [];
    expect(hero.key).toEqual(expect.objectContaining({ kind: 'scalar', value: 'hero', line: 1 }));
    expect(hero.node.kind === 'mapping' && hero.node.pairs[0].node).toEqual(expect.objectContaining({ kind: 'scalar', value: 'Grid queues', line: 2 }));
    expect(cards.node.kind === 'sequence' && cards.node.items.map((item) => item.line)).toEqual([4, 5]);
    expect(readYamlNodes('hero:\n  title: [unclosed\n').error).toEqual(expect.objectContaining({ line: 3 }));
  });
});
