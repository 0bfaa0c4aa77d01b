/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { basename } from 'node:path';

/** The source files of the folders where a name must say one thing, as git has them. */
const sources = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'lib', 'e2e', 'bench', '__tests__'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(m?[jt]sx?|c[jt]s)$/.test(file) && !file.endsWith('.d.ts'));

const TEST = /\.(test|spec)$/;
/** A file's name without its extensions: `lib/mail/mailto.ts` and `__tests__/mailto.test.ts` are both `mailto`. */
const nameOf = (file: string) => basename(file).replace(/\.[^.]+$/, '').replace(TEST, '').replace(/\.d$/, '');

describe('a source file’s name', () => {
  it('says one thing across lib/, e2e/, bench/ and __tests__/: files sharing one are tests of the one file that is not', () => {
    const byName = Map.groupBy(sources, nameOf);
    const twice = [...byName].filter(([, files]) => files.filter((file) => !TEST.test(basename(file).replace(/\.[^.]+$/, ''))).length !== 1 && files.length > 1);
    expect(twice.map(([name, files]) => `${name}: ${files.join(', ')}`)).toEqual([]);
  });
});
