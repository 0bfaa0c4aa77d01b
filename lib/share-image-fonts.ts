/**
 * The share cards' font: Inter from npm, in each of its subsets (Latin, Latin Extended, Cyrillic,
 * Greek, Vietnamese), and the letters those draw. The build fetches no font, and satori lays out
 * no right-to-left or joined script: a page whose words need another (Arabic) shares the card of
 * its page in the site's language.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const FONT = join(process.cwd(), 'node_modules/@fontsource/inter');

/** Each subset with the code points it draws, from the font's own stylesheet; Latin first, which most cards take. */
const subsets = [...readFileSync(join(FONT, 'index.css'), 'utf8').matchAll(/\/\* inter-([a-z-]+)-400-normal \*\/[^}]*unicode-range: ([^;]+);/g)]
  .map(([, name, ranges]) => ({
    name,
    ranges: ranges.split(',').map((range) => {
      const [from, to = from] = range.trim().slice(2).split('-');
      return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
    }),
  }))
  .sort((a, b) => Number(b.name === 'latin') - Number(a.name === 'latin'));

/** Whether the cards' font draws every letter of `texts`. */
export const drawsEveryLetter = (...texts: string[]) =>
  [...texts.join('')].every((letter) => {
    const point = letter.codePointAt(0)!;
    return subsets.some(({ ranges }) => ranges.some(([from, to]) => point >= from && point <= to));
  });

/** The font's files as satori takes them (WOFF, not WOFF2), regular and semibold. */
export const shareImageFonts = () =>
  Promise.all(
    subsets.flatMap(({ name }) =>
      ([400, 600] as const).map(async (weight) => ({
        name: 'Inter',
        data: await readFile(join(FONT, 'files', `inter-${name}-${weight}-normal.woff`)),
        weight,
        style: 'normal' as const,
      })),
    ),
  );
