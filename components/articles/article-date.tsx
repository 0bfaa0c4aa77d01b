import { pageLanguage } from '@/lib/site-languages';

/** An article's date (`YYYY-MM-DD`) as a reader of the page's language reads it, and as a machine does. */
export function ArticleDate({ date }: { date: string }) {
  const format = new Intl.DateTimeFormat(pageLanguage().code, { dateStyle: 'long', timeZone: 'UTC' });
  return <time dateTime={date}>{format.format(new Date(`${date}T00:00:00Z`))}</time>;
}
