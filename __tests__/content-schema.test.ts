/** @jest-environment node */
import * as content from '@/lib/content';
import { assertContentComplete, contentProblems } from '@/lib/content-schema';

/** A deep copy that keeps the content's functions (structuredClone drops them). */
const clone = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(clone)
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, clone(entry)]))
      : value;

/** The content module with one edit, as a marketer might make it. */
const editedContent = (edit: (copy: typeof content) => void) => {
  const copy = clone(content) as typeof content;
  edit(copy);
  return copy;
};

describe('content problems are named by field', () => {
  it('finds none in the content as shipped', () => {
    expect(contentProblems()).toEqual([]);
    expect(() => assertContentComplete()).not.toThrow();
  });

  it('names a field that was deleted', () => {
    const copy = editedContent((edited) => {
      delete (edited.featuresCopy.intro as Partial<typeof edited.featuresCopy.intro>).lead;
    });
    expect(contentProblems(copy)).toEqual(['featuresCopy.intro.lead is missing']);
  });

  it('names a title left empty, and a list emptied', () => {
    const copy = editedContent((edited) => {
      edited.homeCopy.hero.title = '  ';
      edited.aboutCopy.highlights = [];
    });
    expect(contentProblems(copy)).toEqual(['homeCopy.hero.title is empty', 'aboutCopy.highlights is empty']);
  });
});
