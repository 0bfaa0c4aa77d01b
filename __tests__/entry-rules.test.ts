/** @jest-environment node */
import { articleEntry, articleOfEntry, fieldName, fieldPath, imageName, isArticleFileName, parseEntry } from '@/lib/content-schema/entry-rules.mjs';
import { articleCollections, singletons } from '@/lib/content-schema/schema.mjs';

const [collection] = articleCollections.keys();
const [singleton] = Object.keys(singletons);

describe('an entry’s name', () => {
  it('names a page’s entry, an article, and an article being created', () => {
    expect(parseEntry(singleton)).toEqual({ singleton });
    expect(parseEntry(`${collection}:grid-queues-2026`)).toEqual({ collection, address: 'grid-queues-2026' });
    expect(parseEntry(articleEntry(collection))).toEqual({ collection, address: '' });
    expect(articleOfEntry(articleEntry(collection, 'grid-queues'))).toEqual({ collection, address: 'grid-queues' });
  });

  it.each([
    ['a second colon', `${collection}:grid:queues`],
    ['a colon and a path', `${collection}:../home`],
    ['a folder', `${collection}:a/b`],
    ['an upper-case letter', `${collection}:Grid-queues`],
    ['a double hyphen', `${collection}:grid--queues`],
    ['the index’s own address', `${collection}:page`],
    ['a space', `${collection}:grid queues`],
    ['no collection', ':grid-queues'],
    ['a collection with a dot', 'insights.x:grid-queues'],
    ['nothing', ''],
  ])('refuses %s (%j)', (_, name) => {
    expect(parseEntry(name)).toBeUndefined();
    expect(articleOfEntry(name)).toBeUndefined();
  });

  it('gives no article for an empty address, one being created', () => {
    expect(articleOfEntry(`${collection}:`)).toBeUndefined();
  });
});

describe('an article’s file and an image’s name', () => {
  it('takes a file named by an address, then the collection’s extension', () => {
    const { extension } = articleCollections.get(collection)!;
    expect(isArticleFileName(`grid-queues${extension}`)).toBe(true);
    expect(isArticleFileName(`Grid-queues${extension}`)).toBe(false);
    expect(isArticleFileName(`page${extension}`)).toBe(false);
    expect(isArticleFileName('grid-queues.yaml')).toBe(false);
  });

  it('names an image by its path under the images’ folder', () => {
    expect(imageName('lib/content/images/home/cards/0/illustration/src.jpg')).toBe('home/cards/0/illustration/src.jpg');
  });
});

describe('a field’s name', () => {
  it('writes list positions in brackets, and reads them back', () => {
    const path = ['capabilities', 1, 'benefits', 0];
    expect(fieldName(path)).toBe('capabilities[1].benefits[0]');
    expect(fieldPath(fieldName(path))).toEqual(path);
    expect(fieldPath('hero.title')).toEqual(['hero', 'title']);
  });
});
