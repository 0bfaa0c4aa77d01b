/** @jest-environment node */
import { measure, SHARE_LIMITS } from '@/lib/share-preview/limits';

describe('share and search limits', () => {
  it('passes a text at its limit whole', () => {
    const text = 'x'.repeat(SHARE_LIMITS.searchTitle.max);
    expect(measure(text, 'searchTitle')).toEqual({ length: 60, max: 60, over: false, shown: text });
  });

  it('flags a text one character over, and shows it cut at a word with an ellipsis within the limit', () => {
    const text = `${'Grid planning '.repeat(4)}software`;
    const measured = measure(text, 'searchTitle');
    expect(measured).toMatchObject({ length: 64, max: 60, over: true });
    expect(measured.shown).toBe('Grid planning Grid planning Grid planning Grid planning…');
    expect([...measured.shown].length).toBeLessThanOrEqual(60);
  });

  it('counts characters as a reader sees them, not UTF-16 units', () => {
    expect(measure('⚡'.repeat(70), 'cardTitle').over).toBe(false);
    expect(measure('⚡'.repeat(71), 'cardTitle').over).toBe(true);
  });
});
