import type { CopyText } from '@/app/_editor/live-preview/copy-texts';
import { paintRewording, textsOf } from '@/app/_editor/live-preview/rewording';
import { siteConfig } from '@/lib/site';

const text = (path: string, words: string): CopyText => ({ entry: 'home', path: path.split('.'), text: words.replace(/\s+/g, ' ').trim(), words });

function page() {
  document.body.innerHTML = `<main><h1>Grid planning, rewired</h1><p>Model the network <button>STATCOM</button> as it is.</p><h2>Same</h2><h3>Same</h3></main>`;
  return document.querySelector('main')!;
}
const before = [text('hero.title', 'Grid planning, rewired'), text('hero.lead', 'Model the network STATCOM as it is.'), text('a.title', 'Same'), text('b.title', 'Same')];

describe('a key that only rewords a text', () => {
  it('is painted in the text’s own node at once', () => {
    const root = page();
    const node = root.querySelector('h1')!.firstChild;
    expect(paintRewording(root, before, [text('hero.title', 'Grid planning, rewired today'), ...before.slice(1)])).toBe(true);
    expect(root.querySelector('h1')!.firstChild).toBe(node);
    expect(root.querySelector('h1')).toHaveTextContent('Grid planning, rewired today');
  });

  it('keeps a space typed at the end, as the dev server’s drawing will write it', () => {
    const root = page();
    expect(paintRewording(root, before, [text('hero.title', 'Grid planning, '), ...before.slice(1)])).toBe(true);
    expect(root.querySelector('h1')!.textContent).toBe('Grid planning, ');
  });

  it('is left to the dev server where the words are split by a glossary term, shown twice, emptied, or a field comes or goes', () => {
    const cases = [
      [before[0], text('hero.lead', 'Model the grid STATCOM as it is.'), ...before.slice(2)],
      [...before.slice(0, 2), text('a.title', 'Other'), before[3]],
      [text('hero.title', ''), ...before.slice(1)],
      [...before, text('c.title', 'New')],
    ];
    for (const after of cases) {
      const root = page();
      const html = root.innerHTML;
      expect(paintRewording(root, before, after)).toBe(false);
      expect(root.innerHTML).toBe(html);
    }
  });

  it('reads the form’s copy as the page shows it, placeholders filled in', () => {
    expect(textsOf('about', 'intro:\n  title: About {brand}\n')).toEqual([{ entry: 'about', path: ['intro', 'title'], text: `About ${siteConfig.name}`, words: `About ${siteConfig.name}` }]);
    expect(textsOf('about', 'intro: [unclosed')).toBeUndefined();
  });
});
