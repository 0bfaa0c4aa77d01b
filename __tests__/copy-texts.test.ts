import { copyTexts, fieldAddress, textClicked } from '@/app/_editor/live-preview/copy-texts';
import { entryAddress } from '@/app/_editor/keystatic-internals/addresses.mjs';

const copy = {
  meta: { title: 'Platform Features' },
  intro: { title: 'Platform Features', lead: 'From network model to installed device.' },
  capabilities: [
    { title: 'FACTS Device Optimization', benefits: ['Options compared side by side', 'Sized for the bus where it is needed'] },
    { title: 'Interconnection Acceleration', benefits: ['Options compared side by side'] },
  ],
};

describe('copyTexts', () => {
  it('lists every text of an entry with its field, but not the search and share text no page shows', () => {
    expect(copyTexts('features', copy).map(({ path, text }) => `${path.join('.')}: ${text}`)).toEqual([
      'intro.title: Platform Features',
      'intro.lead: From network model to installed device.',
      'capabilities.0.title: FACTS Device Optimization',
      'capabilities.0.benefits.0: Options compared side by side',
      'capabilities.0.benefits.1: Sized for the bus where it is needed',
      'capabilities.1.title: Interconnection Acceleration',
      'capabilities.1.benefits.0: Options compared side by side',
    ]);
  });
});

describe('textClicked', () => {
  const texts = copyTexts('features', copy);
  beforeEach(() => {
    document.body.innerHTML = `
      <h1>Platform Features</h1>
      <p id="lead">From network model to <button>installed</button> device.</p>
      <article><h3>FACTS Device Optimization</h3><ul><li><span>Options compared side by side</span></li><li><span>Sized for the bus where it is needed</span></li></ul></article>
      <article><h3>Interconnection Acceleration</h3><ul><li><span id="again">Options compared side by side</span></li></ul></article>
      <nav><a href="/about/">About</a></nav>`;
  });
  const fieldOf = (selector: string) => textClicked(texts, document.querySelector(selector)!)?.path.join('.');

  it('finds the field whose whole text an element shows', () => {
    expect(fieldOf('h1')).toBe('intro.title');
    expect(fieldOf('article:nth-of-type(2) h3')).toBe('capabilities.1.title');
  });

  it('takes a word of running text (a glossary term’s button) to its paragraph’s field', () => {
    expect(fieldOf('#lead button')).toBe('intro.lead');
  });

  it('takes the nth element of a text the copy holds twice to the nth field', () => {
    expect(fieldOf('article:first-of-type span')).toBe('capabilities.0.benefits.0');
    expect(fieldOf('#again')).toBe('capabilities.1.benefits.0');
  });

  it('finds no field for a text the copy does not hold', () => {
    expect(fieldOf('nav a')).toBeUndefined();
  });
});

describe('fieldAddress', () => {
  it('is the editor’s address that opens the field', () => {
    expect(fieldAddress('features', ['capabilities', 1, 'benefits', 0])).toBe(`${entryAddress('features')}?field=capabilities%5B1%5D.benefits%5B0%5D`);
  });
});
