/**
 * When an article goes live: on its date, at its time of day, both read in the site's time zone
 * (SITE_TIME_ZONE, one setting), by the site's clock (site-clock.mjs: SITE_NOW, or now). The
 * deploy's scheduled run (lib/deploy/) builds the live site again once an article's time has come.
 * Plain JavaScript: the build, the deploy scripts and the editor read it.
 */
import { TZDate } from '@date-fns/tz';

import { siteNow } from './site-clock.mjs';

export { siteNow };

/** The time zone in which every article's date and time of day are read, as an IANA name. */
export const SITE_TIME_ZONE = process.env.SITE_TIME_ZONE || 'America/New_York';
try {
  new Intl.DateTimeFormat('en', { timeZone: SITE_TIME_ZONE });
} catch {
  throw new Error(`SITE_TIME_ZONE=${SITE_TIME_ZONE} is not a time zone: give an IANA name, such as America/New_York or Europe/Berlin`);
}

/** How often the deploy's scheduled run looks for an article whose time has come (.github/workflows/site.yml). */
export const SCHEDULED_RUN_MINUTES = 15;

/** The times of day an article can go live: every step of the scheduled run, 00:00 to 23:45. */
export const PUBLISH_TIMES = Array.from({ length: (24 * 60) / SCHEDULED_RUN_MINUTES }, (_, step) => {
  const minutes = step * SCHEDULED_RUN_MINUTES;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/** An article with no time of day goes live as its date begins. */
export const DEFAULT_PUBLISH_TIME = '00:00';

/**
 * The instant an article dated `date` (YYYY-MM-DD) at `time` (HH:MM) goes live, in the site's time zone.
 * @param {{ date: unknown, time?: unknown }} article
 */
export function goesLiveAt({ date, time = DEFAULT_PUBLISH_TIME }) {
  const [year, month, day] = String(date).split('-').map(Number);
  const [hours, minutes] = String(time).split(':').map(Number);
  return new Date(new TZDate(year, month - 1, day, hours, minutes, SITE_TIME_ZONE).getTime());
}

/**
 * What decides when an article or a composed page, as written in its file (unchecked), goes live.
 * @param {Record<string, unknown>} fieldsRead
 */
export const publishing = (fieldsRead) => ({
  draft: Boolean(fieldsRead.draft),
  date: String(fieldsRead.date ?? '9999-12-31'),
  time: fieldsRead.time === undefined ? undefined : String(fieldsRead.time),
});

/**
 * Whether the article or page is live at `now`: not a draft, and its time has come.
 * @param {{ draft?: unknown, date: unknown, time?: unknown }} article
 */
export const isPublished = (article, now = siteNow()) => !article.draft && goesLiveAt(article) <= now;

/**
 * A review request's preview (SITE_PREVIEW=true): it shows what is scheduled too, marked with
 * when it goes live, so the reviewer sees the change as it will be. Never a draft.
 */
export const isPreview = () => process.env.SITE_PREVIEW === 'true';

/**
 * Whether the build shows the article or page at `now`: live, or scheduled in a preview.
 * @param {{ draft?: unknown, date: unknown, time?: unknown }} article
 */
export const isShown = (article, now = siteNow()) => !article.draft && (isPreview() || goesLiveAt(article) <= now);

/**
 * When a scheduled article goes live, as the editor says it: "with the first scheduled run after
 * 09:00 on Tuesday 1 December, America/New_York" (the year too, when it is not this one).
 * @param {{ date: unknown, time?: unknown }} article
 */
export function goesLiveWords(article, now = siteNow()) {
  const at = goesLiveAt(article);
  const inZone = (/** @type {Date} */ date, /** @type {Intl.DateTimeFormatOptions} */ options) => new Intl.DateTimeFormat('en-GB', { timeZone: SITE_TIME_ZONE, ...options }).format(date);
  const thisYear = inZone(at, { year: 'numeric' }) === inZone(now, { year: 'numeric' });
  const day = inZone(at, { weekday: 'long', day: 'numeric', month: 'long', year: thisYear ? undefined : 'numeric' });
  const time = inZone(at, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `with the first scheduled run after ${time} on ${day.replace(',', '')}, ${SITE_TIME_ZONE}`;
}
