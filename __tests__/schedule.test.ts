/** @jest-environment node */
import { articleAddresses, articleListing } from '@/lib/content-reader/articles.mjs';
import { goesLiveAt, goesLiveWords, isPublished, PUBLISH_TIMES, SITE_TIME_ZONE, siteNow } from '@/lib/content-schema/schedule.mjs';

const at = (instant: string) => new Date(instant);

afterEach(() => {
  delete process.env.SITE_NOW;
});

describe('goesLiveAt', () => {
  test('reads an article’s date and time of day in the site’s time zone, summer time included', () => {
    expect(SITE_TIME_ZONE).toBe('America/New_York');
    expect(goesLiveAt({ date: '2026-12-01', time: '09:00' })).toEqual(at('2026-12-01T14:00:00Z'));
    expect(goesLiveAt({ date: '2026-07-01', time: '09:00' })).toEqual(at('2026-07-01T13:00:00Z'));
    expect(goesLiveAt({ date: '2026-12-01' })).toEqual(at('2026-12-01T05:00:00Z'));
  });
});

describe('isPublished', () => {
  const article = { date: '2026-12-01', time: '09:00', draft: false };
  test('shows an article from its time on, never a draft', () => {
    expect(isPublished(article, at('2026-12-01T13:59:59Z'))).toBe(false);
    expect(isPublished(article, at('2026-12-01T14:00:00Z'))).toBe(true);
    expect(isPublished({ ...article, draft: true }, at('2030-01-01T00:00:00Z'))).toBe(false);
  });

  test('takes its clock from SITE_NOW, which names its mistake', () => {
    process.env.SITE_NOW = '2026-12-01T09:00:00-05:00';
    expect(siteNow()).toEqual(at('2026-12-01T14:00:00Z'));
    expect(isPublished(article)).toBe(true);
    process.env.SITE_NOW = 'Tuesday';
    expect(() => siteNow()).toThrow('SITE_NOW=Tuesday is not an instant');
  });
});

describe('goesLiveWords', () => {
  test('says when a scheduled article goes live as the editor shows it, with the year when it is not this one', () => {
    const now = at('2026-11-27T12:00:00Z');
    expect(goesLiveWords({ date: '2026-12-01', time: '09:00' }, now)).toBe('with the first scheduled run after 09:00 on Tuesday 1 December, America/New_York');
    expect(goesLiveWords({ date: '2027-01-05', time: '17:45' }, now)).toBe('with the first scheduled run after 17:45 on Tuesday 5 January 2027, America/New_York');
  });
});

test('an article can go live at every step of the scheduled run, from midnight', () => {
  expect(PUBLISH_TIMES).toHaveLength(96);
  expect([PUBLISH_TIMES[0], PUBLISH_TIMES[1], PUBLISH_TIMES.at(-1)]).toEqual(['00:00', '00:15', '23:45']);
});

test('the articles the build publishes are those whose time has come by its clock', () => {
  const articles = articleListing();
  const first = articles.reduce((earliest, article) => (article.goesLiveAt < earliest.goesLiveAt ? article : earliest));
  process.env.SITE_NOW = new Date(first.goesLiveAt.getTime() - 1).toISOString();
  expect(articleAddresses().map(({ href }) => href)).not.toContain(first.href);
  process.env.SITE_NOW = first.goesLiveAt.toISOString();
  expect(articleAddresses().map(({ href }) => href)).toContain(first.href);
});
