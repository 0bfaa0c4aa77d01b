/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** What visitors see: the site's components and routes, not the editor's own screens (app/_editor/). */
const sources = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'app', 'components'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(tsx?|css)$/.test(file) && !file.startsWith('app/_editor/'));

/** Tailwind's utilities tied to the left or the right of the screen; each has a logical twin (`ps-`, `inset-s-`, `text-start` …). */
const PHYSICAL_UTILITY =
  /(?<=^|[\s"'`:])-?(?:(?:ml|mr|pl|pr|left|right|scroll-ml|scroll-mr|border-l|border-r|rounded-[lr]|rounded-[tb][lr])-[^\s"'`]+|text-(?:left|right)|float-(?:left|right)|border-[lr])(?=[\s"'`]|$)/g;
/** The same in CSS: `padding-left`, `left:`, `text-align: right` … */
const PHYSICAL_PROPERTY = /\b(?:(?:margin|padding|border)-(?:left|right)\b|(?<!-)(?:left|right)\s*:|text-align:\s*(?:left|right)\b)/g;

describe('the pages mirror in a right-to-left language', () => {
  it('with logical properties only: no class or rule names the left or the right of the screen', () => {
    const physical = sources.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => [...line.matchAll(file.endsWith('.css') ? PHYSICAL_PROPERTY : PHYSICAL_UTILITY)].map(([found]) => `${file}:${index + 1}: ${found}`)),
    );
    expect(physical).toEqual([]);
  });

  it('finds what it looks for', () => {
    expect('focus:left-3 pl-4 text-right rounded-tl-lg ps-4 inset-x-0'.match(PHYSICAL_UTILITY)).toEqual(['left-3', 'pl-4', 'text-right', 'rounded-tl-lg']);
    expect('padding-left: 1rem; left: 0; text-align: right; inset-inline-start: 0; border-inline-start: 1px'.match(PHYSICAL_PROPERTY)).toEqual([
      'padding-left',
      'left:',
      'text-align: right',
    ]);
  });
});
